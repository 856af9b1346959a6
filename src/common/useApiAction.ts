/**
 * The one way a screen runs a call that changes data (docs/architecture.md, "Data"): a react-query
 * mutation over the data provider. On success the server's own message is the notice and the
 * declared resources' queries are stale (their lists, records and work-queue counts refetch: every
 * query of a resource is keyed under its name); a refusal is the server's message as an error notice.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useGiftdeskDataProvider, type GiftdeskDataProvider } from '../api/dataProvider';
import { NOTICE_MS } from '../domain/timing';
import { useServerNotice } from './useServerNotice';

/** A custom call's answer (`message`), or create and update's (`meta.message`, docs/architecture.md). */
export const serverMessage = (answer: unknown): string => {
  if (typeof answer !== 'object' || answer === null) return '';
  const { message, meta } = answer as { message?: unknown; meta?: { message?: unknown } };
  const text = typeof message === 'string' ? message : meta?.message;
  return typeof text === 'string' ? text : '';
};

export interface ApiActionOptions<In, Out> {
  /** The resources whose data the call changes. */
  invalidates: readonly string[];
  /** How long the notices stay (domain/timing.ts). */
  noticeMs?: number;
  /** The no-answer text where a screen's spec words it its own way (useServerNotice). */
  noAnswerKey?: string;
  /** After the success notice; the action settles once it is done and the stale queries are refetched. */
  onSuccess?: (answer: Out, input: In) => unknown;
  /** After the error notice. */
  onError?: (error: unknown, input: In) => unknown;
  /** What the error notice says, where a screen words a failure its own way (default: the error's message). */
  describeError?: (error: unknown) => unknown;
}

export function useApiAction<In, Out>(
  call: (dataProvider: GiftdeskDataProvider, input: In) => Promise<Out>,
  {
    invalidates,
    noticeMs = NOTICE_MS.default,
    noAnswerKey,
    onSuccess,
    onError,
    describeError = (error) => error,
  }: ApiActionOptions<In, Out>,
) {
  const dataProvider = useGiftdeskDataProvider();
  const queryClient = useQueryClient();
  const notice = useServerNotice(noticeMs, noAnswerKey);
  const mutation = useMutation({
    mutationFn: (input: In) => call(dataProvider, input),
    onSuccess: (answer, input) => {
      notice.success(serverMessage(answer));
      onSuccess?.(answer, input);
      return Promise.all(
        invalidates.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })),
      );
    },
    onError: (error, input) => {
      notice.error(describeError(error));
      onError?.(error, input);
    },
  });
  /** Runs the call; a refusal is already on screen, so this never rejects (a form stays usable). */
  const run = (input: In): Promise<boolean> =>
    mutation.mutateAsync(input).then(
      () => true,
      () => false,
    );
  const { isPending, isSuccess, isError, status } = mutation;
  return { run, isPending, isSuccess, isError, status };
}
