/**
 * Where a list's bulk actions run (AdminList mounts one per list). The run and its dialog live here,
 * above the table, not in the bulk toolbar's button: the rows that succeed leave the list, and a table
 * left empty unmounts its toolbar, which would take the result list with it.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';
import { useListContext, type Identifier, type RaRecord } from 'react-admin';
import { BulkProgressDialog } from './BulkProgressDialog';
import { useBulkRun, type BulkItem, type BulkJob } from './useBulkRun';

type StartBulk = (job: BulkJob, items: readonly BulkItem[]) => void;

const BulkRunContext = createContext<StartBulk | null>(null);

export const BulkRunScope = ({ children }: { children: ReactNode }) => {
  const { selectedIds, onSelect } = useListContext();
  // The selection when the run ends, not when it started: the user may have changed it meanwhile.
  const latest = useRef({ selectedIds, onSelect });
  useLayoutEffect(() => {
    latest.current = { selectedIds, onSelect };
  });
  const unselectDone = useCallback((doneIds: Identifier[]) => {
    const done = new Set(doneIds);
    const { selectedIds: ids = [], onSelect: select } = latest.current;
    if (ids.some((id) => done.has(id))) select(ids.filter((id) => !done.has(id)));
  }, []);
  const { state, start, cancel, retry, close } = useBulkRun({ onFinished: unselectDone });
  return (
    <BulkRunContext.Provider value={start}>
      {children}
      {state && <BulkProgressDialog state={state} onCancel={cancel} onRetry={retry} onClose={close} />}
    </BulkRunContext.Provider>
  );
};

/** Starts a bulk run of the list around (inside an AdminList). */
export function useStartBulk(): StartBulk {
  const start = useContext(BulkRunContext);
  if (!start) throw new Error('A bulk action runs inside an AdminList (BulkRunScope)');
  return start;
}

/**
 * The selected records as bulk items, each named by `rowLabel`. A record selected on another page (or
 * by "select all") is named by its id when it was never shown here.
 */
export function useSelectedItems<T extends RaRecord>(rowLabel: (record: T) => string) {
  const { selectedIds = [], data } = useListContext<T>();
  const seen = useRef(new Map<Identifier, T>());
  useEffect(() => {
    for (const record of data ?? []) seen.current.set(record.id, record);
  }, [data]);
  const items = (): BulkItem[] =>
    selectedIds.map((id) => {
      const record = seen.current.get(id);
      return { id, label: record ? rowLabel(record) : String(id) };
    });
  return { count: selectedIds.length, items };
}
