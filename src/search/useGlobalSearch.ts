import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, usePermissions } from 'react-admin';
import type { AccessSubject } from '../domain/permissions';
import { allowedSources, searchAll } from './searchAll';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
  SEARCH_SOURCES,
  type SearchHit,
  type SearchSource,
} from './searchSources';

export interface GlobalSearchState {
  hits: SearchHit[];
  loading: boolean;
  /** The trimmed text is long enough to be searched. */
  active: boolean;
  /** The user may view at least one kind: without any, there is no search box. */
  available: boolean;
}

/** The sources the signed-in user may open. */
export function useSearchSources(): readonly SearchSource[] {
  const { permissions } = usePermissions<AccessSubject>();
  return useMemo(() => allowedSources(SEARCH_SOURCES, permissions), [permissions]);
}

/**
 * Searches `text` once typing pauses (SEARCH_DEBOUNCE_MS); a newer text aborts the calls of the
 * older one, so answers arriving late never replace newer hits.
 */
export function useGlobalSearch(text: string): GlobalSearchState {
  const dataProvider = useDataProvider();
  const sources = useSearchSources();
  const q = text.trim();
  const active = q.length >= SEARCH_MIN_CHARS && sources.length > 0;
  const [found, setFound] = useState<{ q: string; hits: SearchHit[] }>({ q: '', hits: [] });

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchAll(dataProvider.getList, sources, q, controller.signal).then(
        (hits) => setFound({ q, hits }),
        () => undefined,
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, dataProvider, sources, q]);

  const current = active && found.q === q;
  return {
    hits: current ? found.hits : [],
    loading: active && !current,
    active,
    available: sources.length > 0,
  };
}
