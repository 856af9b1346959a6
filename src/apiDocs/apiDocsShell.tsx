/**
 * What the /api-docs page takes from the app, in the login page's chunks (App.tsx imports it): the
 * document's URL from the runtime config and the failure notice. Kept out of ApiDocsPage.tsx so that
 * the page's lazy chunk shares nothing but React with the login page (see there).
 */
import { Alert } from '@mui/material';
import { apiUrl } from '../config';
import { commonText } from '../api/messages';

/** Where the API serves its contract (the mock in every profile; a real backend may too). */
export const openApiUrl = (): string => `${apiUrl().replace(/\/+$/, '')}/openapi.json`;

export function ApiDocsFailure() {
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {commonText('something_went_wrong')}
    </Alert>
  );
}
