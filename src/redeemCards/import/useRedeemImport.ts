import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, useDataProvider, useLogoutIfAccessDenied } from 'react-admin';
import { runBulk, type BulkOutcome, type BulkProgress } from '../../common/bulk/runBulk';
import { serverMessage } from '../../common/useApiAction';
import type { SentResult, ValidLine } from './redeemImport';

/** Progress is drawn at most this often: 10 000 settled calls would otherwise be 10 000 renders. */
const PROGRESS_MS = 150;

const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : undefined);

/** runBulk's outcome of one create, as the import reports it: a 409 is a code the API already holds. */
function sentResult(outcome: BulkOutcome<ValidLine>): SentResult {
  if (outcome.state === 'done') return { line: outcome.item, outcome: 'imported', message: outcome.message };
  if (outcome.state === 'skipped') return { line: outcome.item, outcome: 'not_sent' };
  const exists = statusOf(outcome.error) === 409;
  return { line: outcome.item, outcome: exists ? 'exists' : 'failed', message: outcome.message };
}

export type ImportEnd = 'finished' | 'cancelled' | 'stopped';

export interface ImportRun {
  running: boolean;
  cancelling: boolean;
  progress: BulkProgress;
  /** Once the run is over: every valid line's result, and how it ended. */
  sent?: SentResult[];
  end?: ImportEnd;
  start: (lines: readonly ValidLine[]) => Promise<void>;
  cancel: () => void;
  /** Forgets a finished run (another file was chosen). */
  reset: () => void;
}

/**
 * Creates the valid lines' cards with the form's own call (the data provider's create, POST
 * admin/redeemcards), four at a time through runBulk; Cancel stops what is not sent yet, a 401 stops
 * the run (and signs out, as react-admin does after any call). Leaving the page cancels too.
 */
export function useRedeemImport(): ImportRun {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const controller = useRef<AbortController | null>(null);
  const [running, setRunning] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [progress, setProgress] = useState<BulkProgress>({ done: 0, failed: 0, left: 0 });
  const [sent, setSent] = useState<SentResult[]>();
  const [end, setEnd] = useState<ImportEnd>();

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (lines: readonly ValidLine[]) => {
      const abort = new AbortController();
      controller.current = abort;
      setRunning(true);
      setCancelling(false);
      setSent(undefined);
      setEnd(undefined);
      setProgress({ done: 0, failed: 0, left: lines.length });
      let latest: BulkProgress | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stoppedBy: unknown;
      const outcomes = await runBulk(
        lines,
        async (line) => serverMessage(await dataProvider.create('redeemCards', { data: line.card })),
        {
          signal: abort.signal,
          stopOn: (error) => {
            const stop = statusOf(error) === 401;
            if (stop) stoppedBy = error;
            return stop;
          },
          onSettled: (_outcome, now) => {
            latest = now;
            timer ??= setTimeout(() => {
              timer = undefined;
              if (latest) setProgress(latest);
            }, PROGRESS_MS);
          },
        },
      );
      clearTimeout(timer);
      const results = outcomes.map(sentResult);
      const count = (...kinds: SentResult['outcome'][]) =>
        results.filter((result) => kinds.includes(result.outcome)).length;
      setProgress({ done: count('imported'), failed: count('exists', 'failed'), left: count('not_sent') });
      setSent(results);
      setEnd(stoppedBy ? 'stopped' : abort.signal.aborted ? 'cancelled' : 'finished');
      setRunning(false);
      setCancelling(false);
      await queryClient.invalidateQueries({ queryKey: ['redeemCards'] });
      if (stoppedBy) await logoutIfAccessDenied(stoppedBy);
    },
    [dataProvider, queryClient, logoutIfAccessDenied],
  );

  const cancel = useCallback(() => {
    setCancelling(true);
    controller.current?.abort();
  }, []);

  const reset = useCallback(() => {
    setSent(undefined);
    setEnd(undefined);
  }, []);

  return { running, cancelling, progress, sent, end, start, cancel, reset };
}
