import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Box, Popover, useTheme } from '@mui/material';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, useResourceContext } from 'react-admin';
import { createSignal } from '../api/signal';

/**
 * react-admin's ColumnsButton keeps its popover mounted, hidden, from the list's first render, and
 * the DataTable renders its column selector into it: every column's switch and a search field that
 * takes the focus, laid out on every load of a list nobody reconfigures. On a phone's CPU that was
 * two tasks of about 100 ms after the rows showed (Lighthouse's Total Blocking Time, issue 23).
 *
 * This button puts the selector's element in the page only once it is first opened. The DataTable's
 * selector looks for that element (by id, `${storeKey}-columnsSelector`) only in the 500 ms after the
 * table mounts, so the table is mounted anew then (ResponsiveDataTable reads the count below); it
 * finds the element at once, and the popover opens with the switches in it.
 */
const openings = new Map<string, number>();
const openingsChanged = createSignal();

function opened(storeKey: string) {
  openings.set(storeKey, (openings.get(storeKey) ?? 0) + 1);
  openingsChanged.notify();
}

/** The store key of a DataTable's hidden columns, as react-admin's DataTable derives it. */
export const columnsStoreKey = (resource: string | undefined, storeKey?: string) =>
  storeKey || `${String(resource)}.datatable`;

/** How many ColumnsButtons of `storeKey` have been opened for their first time: the table's key. */
export const useColumnsSelectorKey = (storeKey: string) =>
  useSyncExternalStore(openingsChanged.subscribe, () => openings.get(storeKey) ?? 0);

const LTR_ORIGIN = { vertical: 'top', horizontal: 'left' } as const;
const RTL_ORIGIN = { vertical: 'top', horizontal: 'right' } as const;

/** Shows and hides a DataTable's columns, as react-admin's ColumnsButton, with its selector on demand. */
export const ColumnsButton = ({ storeKey: ownKey }: { storeKey?: string }) => {
  const storeKey = columnsStoreKey(useResourceContext(), ownKey);
  const rtl = useTheme().direction === 'rtl';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  // Once the element is in the page (this effect runs after the commit that added it).
  useEffect(() => {
    if (used) opened(storeKey);
  }, [used, storeKey]);

  return (
    <>
      <Button
        label="ra.action.select_columns"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setUsed(true);
        }}
      >
        <ViewWeekIcon />
      </Button>
      {used && (
        <Popover
          open={anchor !== null}
          // Kept once opened: the selector stays rendered in it, as with react-admin's button.
          keepMounted
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: rtl ? 'right' : 'left' }}
          transformOrigin={rtl ? RTL_ORIGIN : LTR_ORIGIN}
        >
          <Box id={`${storeKey}-columnsSelector`} sx={{ px: 1, my: 0, minWidth: 200 }} />
        </Popover>
      )}
    </>
  );
};
