/**
 * /api-docs: the API contract for people, public (a backend developer reads it signed out). Scalar
 * renders the OpenAPI document the API serves at `{apiUrl}/openapi.json` (generated from the zod
 * schemas, docs/api.md "Contract"). This page is its own lazy chunk (App.tsx) and Scalar a further
 * one, loaded after `scalarZodSettings` has run (see there): neither the login page nor the admin
 * downloads it.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { apiUrl } from '../config';
import { commonText } from '../api/messages';
import { PageSpinner } from '../auth/pages/PageSpinner';
import './scalarZodSettings';

/** Where the API serves its contract (the mock in both profiles; a real backend may too). */
export const openApiUrl = (): string => `${apiUrl().replace(/\/+$/, '')}/openapi.json`;

type State = 'loading' | 'shown' | 'failed';

export default function ApiDocsPage() {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('loading');

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    import('./mountReference')
      .then(({ mountReference }) => {
        if (cancelled || !container.current) return;
        destroy = mountReference(container.current, openApiUrl());
        setState('shown');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, []);

  return (
    <Box component="main" sx={{ minHeight: '100vh' }}>
      {state === 'loading' && <PageSpinner />}
      {state === 'failed' && (
        <Alert severity="error" sx={{ m: 2 }}>
          {commonText('something_went_wrong')}
        </Alert>
      )}
      <div ref={container} />
    </Box>
  );
}
