import { Switch, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { NOTICE_MS } from '../domain/timing';
import { useApiAction } from './useApiAction';

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
 * setStatus), the server's message, then the resource's data refetched. Until then the switch shows
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
  const [pending, setPending] = useState<S | undefined>(undefined);
  const mutation = useApiAction(
    (dataProvider, status: S) => dataProvider.setStatus(resource, { id: record?.id ?? '', status }),
    { invalidates: [resource], noticeMs },
  );
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
        void mutation.run(next).then(() => setPending(undefined));
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
