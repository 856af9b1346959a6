import { LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BulkProgress } from './runBulk';

const B = 'gd.common.bulk';

/**
 * A run's progress while its calls go out (runBulk): the bar, done / failed / left, and what
 * cancelling means. The bulk dialog and the redeem-code import both show it; each places its own
 * Cancel.
 */
export const BulkProgressView = ({
  progress,
  cancelling,
  label,
}: {
  progress: BulkProgress;
  cancelling: boolean;
  /** The bar's accessible name; "Progress" by default. */
  label?: string;
}) => {
  const translate = useTranslate();
  const total = progress.done + progress.failed + progress.left;
  const settled = total - progress.left;
  return (
    <>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 100 : (settled / total) * 100}
        aria-label={label ?? translate(`${B}.progress_label`)}
        sx={{ my: 1 }}
      />
      <Typography role="status">{translate(`${B}.progress`, progress)}</Typography>
      {cancelling && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(`${B}.cancelling`)}
        </Typography>
      )}
    </>
  );
};
