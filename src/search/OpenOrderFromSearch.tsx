import { useEffect, useRef } from 'react';
import { useListContext, type RaRecord } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { SearchLocationState } from './GlobalSearch';

/**
 * Inside a buy order list: a buy order's details exist only as that list's dialog, so the global
 * search sends the user to the list filtered by the order id, with the order's `_id` in the location
 * state; this opens it once the row is on the page, once per navigation.
 */
export function OpenOrderFromSearch({ onOpen }: { onOpen: (record: RaRecord) => void }) {
  const location = useLocation();
  const { data } = useListContext();
  const opened = useRef<string | null>(null);
  const wanted = (location.state as SearchLocationState | null)?.openOrder;

  useEffect(() => {
    if (!wanted || opened.current === location.key) return;
    const record = data?.find((row) => String(row.id) === wanted);
    if (!record) return;
    opened.current = location.key;
    onOpen(record);
  }, [wanted, data, location.key, onOpen]);
  return null;
}
