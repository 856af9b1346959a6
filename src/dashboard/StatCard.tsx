import { Avatar, Box, Card, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type Accent = 'primary' | 'secondary' | 'success' | 'info' | 'warning';

export interface StatCardProps {
  label: string;
  /** undefined while loading: a skeleton takes its place. */
  value?: string;
  caption?: string;
  icon: ReactNode;
  accent: Accent;
  testId: string;
}

/** One headline figure: icon, label, value, caption. */
export const StatCard = ({ label, value, caption, icon, accent, testId }: StatCardProps) => (
  <Card sx={{ height: '100%', display: 'flex', alignItems: 'center', gap: 2, p: 2.5 }}>
    <Avatar
      variant="rounded"
      sx={(theme) => ({
        width: 52,
        height: 52,
        bgcolor: alpha(theme.palette[accent].main, 0.12),
        color: `${accent}.main`,
      })}
    >
      {icon}
    </Avatar>
    <Box sx={{ minWidth: 0, flexGrow: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {value === undefined ? (
        <Skeleton variant="text" width="70%" sx={{ fontSize: '1.35rem' }} />
      ) : (
        <Typography
          variant="h5"
          component="p"
          // Long amounts (French grouping, 4 fraction digits) shrink rather than hide behind an ellipsis.
          sx={{
            fontWeight: 600,
            fontSize: value.length > 12 ? '1.15rem' : '1.35rem',
            fontVariantNumeric: 'tabular-nums',
          }}
          data-testid={testId}
        >
          {value}
        </Typography>
      )}
      {caption && (
        <Typography variant="caption" color="text.secondary" component="p">
          {caption}
        </Typography>
      )}
    </Box>
  </Card>
);
