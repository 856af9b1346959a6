/**
 * What the /api-docs page takes from the app, in the login page's chunks (App.tsx imports it): the
 * document's URL from the runtime config and the failure notice. Kept out of ApiDocsPage.tsx so that
 * the page's lazy chunk shares nothing but React with the login page (see there).
 */
import { apiUrl } from '../config';
import { commonText } from '../api/messages';

/** Where the API serves its contract (the mock in every profile; a real backend may too). */
export const openApiUrl = (): string => `${apiUrl().replace(/\/+$/, '')}/openapi.json`;

/** An error notice in plain HTML: these chunks load no Material UI (issue 23). */
export function ApiDocsFailure() {
  return (
    <p
      role="alert"
      style={{ margin: 16, padding: '14px 16px', borderRadius: 4, background: '#fdeded', color: '#5f2120' }}
    >
      {commonText('something_went_wrong')}
    </p>
  );
}
