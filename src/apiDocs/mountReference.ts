/**
 * Scalar's API reference mounted on an element, configured for the app's CSP (mock-server/security.ts):
 * nothing is fetched from another origin (no default fonts, no proxy, no telemetry, no agent or MCP),
 * and the request client is hidden, so no token is typed into its storage on the app's origin. Only the
 * document itself is fetched, from the API (connect-src allows it).
 */
import type { CreateApiReference } from './loadScalar';

/** Mounts the reference of the document at `url` in `element` with the loaded Scalar; returns its teardown. */
export function mountReference(
  createApiReference: CreateApiReference,
  element: HTMLElement,
  url: string,
): () => void {
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
