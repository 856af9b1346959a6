/**
 * Scalar's standalone bundle (one prebuilt script, its own Vue and styles), served from the app's own
 * origin as a build asset and run by a script tag: it stays out of the app's module graph, so the
 * login page's and the admin's chunks are those of a build without it (the bundler split them when
 * Scalar's modules were shared with theirs). Loaded once per page.
 */
import scalarUrl from 'virtual:scalar-standalone';
import type { createApiReference } from '@scalar/api-reference';

export type CreateApiReference = typeof createApiReference;

declare global {
  interface Window {
    /** What the standalone bundle defines. */
    Scalar?: { createApiReference: CreateApiReference };
  }
}

let loading: Promise<CreateApiReference> | undefined;

export function loadScalar(): Promise<CreateApiReference> {
  loading ??= new Promise<CreateApiReference>((resolve, reject) => {
    if (window.Scalar) {
      resolve(window.Scalar.createApiReference);
      return;
    }
    const script = document.createElement('script');
    script.src = scalarUrl;
    script.async = true;
    script.onload = () =>
      window.Scalar ? resolve(window.Scalar.createApiReference) : reject(new Error('Scalar did not start'));
    script.onerror = () => {
      // A later visit may try again (a network blip is no reason to give up for the page's life).
      loading = undefined;
      script.remove();
      reject(new Error('Scalar could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
