import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Typography, alpha } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditChange } from '../domain/audit';
import { auditShortText, auditText } from './auditFormat';

const A = 'gd.audit';

function Value({ value, side }: { value: unknown; side: 'before' | 'after' }) {
  const translate = useTranslate();
  const empty = translate(`${A}.absent`);
  return (
    <Box
      component="span"
      title={auditText(value, empty)}
      aria-label={`${translate(`${A}.${side}`)}: ${auditText(value, empty)}`}
      sx={{
        fontFamily: 'monospace',
        fontSize: '0.8rem',
        px: 0.5,
        borderRadius: 0.5,
        wordBreak: 'break-word',
        bgcolor: (theme) => alpha(theme.palette[side === 'before' ? 'error' : 'success'].main, 0.08),
        color: value === undefined ? 'text.secondary' : side === 'before' ? 'error.dark' : 'success.dark',
        textDecoration: side === 'before' && value !== undefined ? 'line-through' : 'none',
      }}
    >
      {auditShortText(value, empty)}
    </Box>
  );
}

/** The changed fields of one entry: `field: before -> after` per line; masked values stay masked. */
export function AuditChanges({ changes }: { changes: readonly AuditChange[] }) {
  const translate = useTranslate();
  if (changes.length === 0) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate(`${A}.no_changes`)}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {changes.map((change) => (
        <Box
          component="li"
          key={change.sField}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}
        >
          <Typography variant="caption" sx={{ fontWeight: 600, mr: 0.5 }}>
            {change.sField}
          </Typography>
          <Value value={change.before} side="before" />
          <ArrowForwardIcon fontSize="inherit" color="action" aria-hidden />
          <Value value={change.after} side="after" />
        </Box>
      ))}
    </Box>
  );
}
