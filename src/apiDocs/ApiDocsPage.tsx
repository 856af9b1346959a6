/**
 * /api-docs: the API contract for people, public (a backend developer reads it signed out). Scalar
 * renders the OpenAPI document the API serves (`{apiUrl}/openapi.json`, generated from the zod schemas,
 * docs/api.md "Contract"); its script is loaded when the page mounts, after `scalarZodSettings` has run
 * (see there). This page is a lazy chunk of its own (App.tsx) that imports nothing the login page's
 * chunks hold but React: the document URL, the spinner and the failure text come from App.tsx, so
 * adding this route did not split the login page's chunks further.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import './scalarZodSettings';
import { loadScalar } from './loadScalar';
import { mountReference } from './mountReference';

export interface ApiDocsPageProps {
  /** Where the API serves its contract. */
  documentUrl: string;
  /** Shown until Scalar has mounted. */
  spinner: ReactNode;
  /** Shown when Scalar's script cannot be loaded. */
  failure: ReactNode;
}

type State = 'loading' | 'shown' | 'failed';

export default function ApiDocsPage({ documentUrl, spinner, failure }: ApiDocsPageProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('loading');

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    loadScalar()
      .then((createApiReference) => {
        if (cancelled || !container.current) return;
        destroy = mountReference(createApiReference, container.current, documentUrl);
        setState('shown');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [documentUrl]);

  return (
    <main>
      {state === 'loading' && spinner}
      {state === 'failed' && failure}
      <div ref={container} />
    </main>
  );
}
