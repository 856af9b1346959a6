import { Box } from '@mui/material';
import { getContrastRatio, type Theme } from '@mui/material/styles';
import { useLocale, useTranslate } from 'react-admin';
import { formatCount } from '../domain/format';
import type { QueueKey } from './queues';

/** Small bold text needs 4.5:1 (WCAG AA); MUI's contrastText only aims at 3:1. */
const textOn = (theme: Theme) => {
  const { warning, common } = theme.palette;
  return getContrastRatio(warning.main, common.white) >= 4.5 ? common.white : common.black;
};

/**
 * A count beside a menu entry; nothing for an empty or unknown queue. The figure is hidden from
 * screen readers: the entry points at the "3 waiting" text through aria-describedby (`id`), so its
 * name stays the list's name (what users and tests look it up by) and the count is its description.
 */
export const QueueBadge = ({
  count,
  queue,
  id,
}: {
  count: number | undefined;
  queue: QueueKey | 'group';
  id: string;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (!count) return null;
  const figure = formatCount(count, locale);
  return (
    <Box
      component="span"
      aria-hidden
      data-testid={`queue-count-${queue}`}
      data-count={count}
      sx={{ ml: 'auto', pl: 1 }}
    >
      <Box
        component="span"
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
      <span id={id} hidden>
        {translate('gd.queues.waiting', { count: figure, smart_count: count })}
      </span>
    </Box>
  );
};
