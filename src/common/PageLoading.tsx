import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What a page shows while its content waits for its deferred render (Deferred): a busy bar rather than
 * nothing. Under load that render can wait a while, and a blank page then looked finished, with no
 * list and no request under way (the Chromium permission matrix read such a list as empty, once).
 */
export const PageLoading = () => {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('gd.common.loading')} sx={{ mt: 1 }} />;
};
