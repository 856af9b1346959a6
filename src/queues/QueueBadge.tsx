import { Box } from '@mui/material';
import { getContrastRatio, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useLocale, useTranslate } from 'react-admin';
import { formatCount } from '../domain/format';
import type { QueueKey } from './queues';

/** Small bold text needs 4.5:1 (WCAG AA); MUI's contrastText only aims at 3:1. */
const textOn = (theme: Theme) => {
  const { warning, common } = theme.palette;
  return getContrastRatio(warning.main, common.white) >= 4.5 ? common.white : common.black;
};

/**
 * A count beside a menu entry. Screen readers hear "3 waiting" (the visible figure alone would be
 * read as a bare number after the link's name); nothing shows for an empty or unknown queue.
 */
export const QueueBadge = ({ count, queue }: { count: number | undefined; queue: QueueKey | 'group' }) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (!count) return null;
  const figure = formatCount(count, locale);
  return (
    <Box component="span" data-testid={`queue-count-${queue}`} data-count={count} sx={{ ml: 'auto', pl: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'inline-block',
          minWidth: 22,
          px: 0.75,
          borderRadius: 11,
          lineHeight: '20px',
          fontSize: '0.75rem',
          fontWeight: 600,
          textAlign: 'center',
          fontVariantNumeric: 'tabular-nums',
          bgcolor: 'warning.main',
          color: textOn,
        }}
      >
        {figure}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {translate('gd.queues.waiting', { count: figure, smart_count: count })}
      </Box>
    </Box>
  );
};
