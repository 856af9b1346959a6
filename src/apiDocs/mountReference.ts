/**
 * Scalar's API reference mounted on an element, configured for the app's CSP (mock-server/security.ts):
 * nothing is fetched from another origin (no default fonts, no proxy, no telemetry, no agent), and
 * the request client is hidden, so no token is pasted into its local storage on the app's origin.
 * Only the document itself is fetched, from the API (connect-src allows it). Loaded lazily by
 * ApiDocsPage.tsx: Scalar (Vue, its own styles) stays out of the login and admin chunks.
 */
import { createApiReference } from '@scalar/api-reference';
import '@scalar/api-reference/style.css';

/** Mounts the reference of the document at `url` in `element`; returns its teardown. */
export function mountReference(element: HTMLElement, url: string): () => void {
  const instance = createApiReference(element, {
    url,
    withDefaultFonts: false,
    telemetry: false,
    hideClientButton: true,
    hideTestRequestButton: true,
    showDeveloperTools: 'never',
    agent: { disabled: true },
    mcp: { disabled: true },
    documentDownloadType: 'json',
  });
  return () => instance.destroy();
}
