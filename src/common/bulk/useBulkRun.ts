/**
 * The state of one bulk action (issue 21): its per-record calls through runBulk, the progress as they
 * settle, one result per row, a retry of the rows worth sending again, and the resource's queries made
 * stale afterwards (as useApiAction does for one record). No notice per row: the progress dialog is
 * the report.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { HttpError, type Identifier } from 'react-admin';
import { useGiftdeskDataProvider, type GiftdeskDataProvider } from '../../api/dataProvider';
import { errorMessage } from '../../api/http';
import { serverMessage } from '../useApiAction';
import { runBulk, type BulkOutcome, type BulkProgress } from './runBulk';

/** A selected record: its id and the text that names it in the result list (order id, title, email). */
export interface BulkItem {
  id: Identifier;
  label: string;
}

export interface BulkJob {
  /** The progress dialog's title, translated (the action's name). */
  title: string;
  /** One record's call, the same data provider method as the row's own button. */
  task: (dataProvider: GiftdeskDataProvider, id: Identifier) => Promise<unknown>;
  /** The resources whose queries are stale afterwards (their lists, records and queue counts). */
  invalidates: readonly string[];
}

export type BulkRowState = 'waiting' | 'done' | 'failed' | 'skipped';

export interface BulkRow extends BulkItem {
  state: BulkRowState;
  /** The server's message: its answer, or its refusal. */
  message: string;
  /** Whether "Retry failed" sends it again. */
  retryable: boolean;
}

export interface BulkRunState {
  job: BulkJob;
  rows: BulkRow[];
  progress: BulkProgress;
  running: boolean;
  /** Cancel was asked: nothing more is sent, the calls in flight finish. */
  cancelling: boolean;
}

/** A 401: the session ended, so every call after it would be refused too (runBulk's stopOn). */
const sessionEnded = (error: unknown) => error instanceof HttpError && error.status === 401;

/**
 * A refusal (4xx) is the API's answer about that record: the order was taken by someone else (409),
 * the record is gone (404), the right is missing (403). Sent again it is refused again, so only calls
 * that never got an answer, a server failure, a timeout or a rate limit, and those never sent, are
 * retried (as docs/architecture.md's "A 4xx is not retried").
 */
function isRetryable(outcome: BulkOutcome<BulkItem>): boolean {
  if (outcome.state === 'skipped') return true;
  if (outcome.state === 'done') return false;
  const { error } = outcome;
  if (!(error instanceof HttpError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

const toRow = (outcome: BulkOutcome<BulkItem>): BulkRow => ({
  ...outcome.item,
  state: outcome.state,
  message: outcome.state === 'skipped' ? '' : outcome.message,
  retryable: isRetryable(outcome),
});

export interface BulkRunOptions {
  /** After a run (and the refetch it caused): the ids that succeeded, to unselect them. */
  onFinished?: (doneIds: Identifier[]) => void;
}

export function useBulkRun({ onFinished }: BulkRunOptions = {}) {
  const dataProvider = useGiftdeskDataProvider();
  const queryClient = useQueryClient();
  const [state, setState] = useState<BulkRunState | null>(null);
  const abort = useRef<AbortController | null>(null);
  const finished = useRef(onFinished);
  useLayoutEffect(() => {
    finished.current = onFinished;
  });

  // Leaving the page is a cancel: the calls not yet sent are not sent.
  useEffect(() => () => abort.current?.abort(), []);

  const run = useCallback(
    async (job: BulkJob, items: readonly BulkItem[], previous: readonly BulkRow[] | null) => {
      const controller = new AbortController();
      abort.current = controller;
      const sent = new Set(items.map((item) => item.id));
      const waiting = (item: BulkItem): BulkRow => ({
        ...item,
        state: 'waiting',
        message: '',
        retryable: false,
      });
      // A retry keeps the other rows' results and runs only its own.
      const rows = previous
        ? previous.map((row) => (sent.has(row.id) ? waiting(row) : row))
        : items.map(waiting);
      setState({
        job,
        rows,
        progress: { done: 0, failed: 0, left: items.length },
        running: true,
        cancelling: false,
      });
      const outcomes = await runBulk(
        items,
        async (item) => serverMessage(await job.task(dataProvider, item.id)),
        {
          signal: controller.signal,
          stopOn: sessionEnded,
          describe: errorMessage,
          onSettled: (outcome, progress) =>
            setState((current) =>
              current
                ? {
                    ...current,
                    progress,
                    rows: current.rows.map((row) => (row.id === outcome.item.id ? toRow(outcome) : row)),
                  }
                : current,
            ),
        },
      );
      const settled = new Map(outcomes.map((outcome) => [outcome.item.id, toRow(outcome)]));
      setState((current) =>
        current
          ? {
              ...current,
              rows: current.rows.map((row) => settled.get(row.id) ?? row),
              running: false,
              cancelling: false,
            }
          : current,
      );
      const doneIds = outcomes
        .filter((outcome) => outcome.state === 'done')
        .map((outcome) => outcome.item.id);
      if (doneIds.length > 0)
        await Promise.all(
          job.invalidates.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })),
        );
      finished.current?.(doneIds);
    },
    [dataProvider, queryClient],
  );

  const start = useCallback(
    (job: BulkJob, items: readonly BulkItem[]) => {
      if (items.length > 0) void run(job, items, null);
    },
    [run],
  );

  const cancel = useCallback(() => {
    abort.current?.abort();
    setState((current) => (current?.running ? { ...current, cancelling: true } : current));
  }, []);

  const retry = useCallback(() => {
    if (!state || state.running) return;
    const again = state.rows.filter((row) => row.retryable).map(({ id, label }) => ({ id, label }));
    if (again.length > 0) void run(state.job, again, state.rows);
  }, [run, state]);

  const close = useCallback(() => {
    setState((current) => (current?.running ? current : null));
  }, []);

  return { state, start, cancel, retry, close };
}
