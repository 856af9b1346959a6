import { Switch, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordContext, useRefresh, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { useGiftdeskDataProvider } from '../api/dataProvider';
import { NOTICE_MS } from '../domain/timing';
import { useServerNotice } from './useServerNotice';

export interface StatusSwitchProps<T extends RaRecord, S extends string> {
  /** The eStatus values the switch stands for when checked and when not. */
  on: S;
  off: S;
  /** The i18n key of the switch's accessible name, given `labelArgs(record)`. */
  label: string;
  labelArgs?: (record: T) => Record<string, unknown>;
  /** An i18n key for a tooltip naming the shown status. */
  tooltip?: (status: S) => string;
  /** Announce the input as an ARIA switch rather than as the checkbox it is. */
  ariaSwitch?: boolean;
  size?: 'small' | 'medium';
  noticeMs?: number;
}

/**
 * A list row's eStatus switch, shown only with Edit: the resource's status call (the data provider's
 * setStatus), the server's message, then a reload of the page. While the call runs the switch shows
 * the status asked for.
 */
export function StatusSwitch<T extends RaRecord & { eStatus: S }, S extends string>({
  on,
  off,
  label,
  labelArgs,
  tooltip,
  ariaSwitch = false,
  size,
  noticeMs = NOTICE_MS.default,
}: StatusSwitchProps<T, S>) {
  const record = useRecordContext<T>();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useGiftdeskDataProvider();
  const notice = useServerNotice(noticeMs);
  const [pending, setPending] = useState<S | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: (status: S) => dataProvider.setStatus(resource, { id: record?.id ?? '', status }),
    onSuccess: (result) => notice.success(result.message),
    onError: (error) => notice.error(error),
    onSettled: () => {
      setPending(undefined);
      refresh();
    },
  });
  if (!record) return null;
  const status = pending ?? record.eStatus;
  const input = (
    <Switch
      checked={status === on}
      disabled={mutation.isPending}
      size={size}
      onClick={(event) => event.stopPropagation()}
      onChange={(_event, checked) => {
        const next = checked ? on : off;
        setPending(next);
        mutation.mutate(next);
      }}
      slotProps={{
        input: {
          ...(ariaSwitch ? { role: 'switch' } : {}),
          'aria-label': translate(label, labelArgs?.(record)),
        },
      }}
    />
  );
  return tooltip ? <Tooltip title={translate(tooltip(status))}>{input}</Tooltip> : input;
}
