import { useEffect, useRef, useState } from 'react';
import { useListContext, type DataTableProps, type RaRecord } from 'react-admin';
import { PageShortcuts, type ShortcutLabels } from './PageShortcuts';
import { ResponsiveDataTable } from './ResponsiveDataTable';

/** What the review keys do to the highlighted record; leave out what the user may not do. */
export interface RowShortcuts<RecordType> {
  open?: (record: RecordType) => void;
  accept?: (record: RecordType) => void;
  reject?: (record: RecordType) => void;
  labels?: ShortcutLabels;
}

const activeRowSx = {
  outline: 2,
  outlineColor: 'primary.main',
  outlineOffset: -2,
  bgcolor: 'action.selected',
} as const;

// Below the fixed app bar.
const TOP_MARGIN = 72;

/**
 * Scrolls the page just enough to show the row, only vertically: scrollIntoView would also slide a
 * table wider than the screen sideways.
 */
function scrollIntoSight(row: HTMLElement) {
  const { top, bottom } = row.getBoundingClientRect();
  if (top < TOP_MARGIN) window.scrollBy({ top: top - TOP_MARGIN });
  else if (bottom > window.innerHeight) window.scrollBy({ top: bottom - window.innerHeight });
}

/**
 * A review list (orders, sell orders, KYC): j / k (or the arrows) move a highlight over the page's
 * rows, Enter opens the highlighted record, a and r accept and reject it, ? lists the keys.
 * Nothing is highlighted until the first move, so a stray key never acts on a row nobody chose.
 */
export function ReviewDataTable<RecordType extends RaRecord = RaRecord>({
  shortcuts,
  rowSx,
  ...props
}: DataTableProps<RecordType> & { shortcuts: RowShortcuts<RecordType> }) {
  const { data } = useListContext<RecordType>();
  const rows = data ?? [];
  const [chosen, setChosen] = useState(-1);
  // After a refresh (a reviewed row leaves the list) the highlight stays on the same place.
  const active = Math.min(chosen, rows.length - 1);
  const record = active >= 0 ? rows[active] : undefined;
  const table = useRef<HTMLTableElement>(null);

  useEffect(() => {
    const row = active >= 0 ? table.current?.tBodies[0]?.rows[active] : undefined;
    if (row) scrollIntoSight(row);
  }, [active]);

  const onRecord = (act?: (record: RecordType) => void) => (act && record ? () => act(record) : undefined);
  const move = (step: number) => () => setChosen(Math.max(0, Math.min(rows.length - 1, active + step)));
  const handlers = {
    next: rows.length > 0 ? move(1) : undefined,
    previous: rows.length > 0 ? move(-1) : undefined,
    open: onRecord(shortcuts.open),
    accept: onRecord(shortcuts.accept),
    reject: onRecord(shortcuts.reject),
  };
  // The help lists what the keys can do on this list, even before a row is highlighted.
  const listed = (['next', 'previous', 'open', 'accept', 'reject'] as const).filter(
    (action) => action === 'next' || action === 'previous' || shortcuts[action],
  );

  return (
    <>
      <ResponsiveDataTable<RecordType>
        {...props}
        ref={table}
        rowSx={(row, index) => (index === active ? activeRowSx : (rowSx?.(row, index) ?? {}))}
      />
      <PageShortcuts handlers={handlers} labels={shortcuts.labels} listed={listed} />
    </>
  );
}
