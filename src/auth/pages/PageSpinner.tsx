import { Box, CircularProgress } from '@mui/material';
import { commonText } from '../../api/messages';

/** A small centered spinner (lazy admin, start-up, link check); may render before i18n is ready. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress size={32} aria-label={label ?? commonText('loading')} />
    </Box>
  );
}
