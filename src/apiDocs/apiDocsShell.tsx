/**
 * What the /api-docs page takes from the app, in the login page's chunks (App.tsx imports it): the
 * document's URL from the runtime config and the failure page. Kept out of ApiDocsPage.tsx so that
 * the page's lazy chunk shares nothing but React with the login page (see there).
 */
import { apiUrl } from '../config';
import { LoadFailurePage } from '../LoadFailurePage';

/** Where the API serves its contract (the mock in every profile; a real backend may too). */
export const openApiUrl = (): string => `${apiUrl().replace(/\/+$/, '')}/openapi.json`;

/**
 * The viewer's code (Scalar, 1.2 MB, a download of its own) did not arrive: the start-up's failure
 * page, with a Reload, rather than a bare "Something went wrong". Plain DOM: no Material UI here.
 */
export const ApiDocsFailure = () => <LoadFailurePage />;
