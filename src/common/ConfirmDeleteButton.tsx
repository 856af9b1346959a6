import CloseIcon from '@mui/icons-material/Close';
import { IconButton, Tooltip } from '@mui/material';
import { useState, type ReactElement } from 'react';
import {
  useDelete,
  useListContext,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { SafeConfirm } from './SafeConfirm';
import { NOTICE_MS } from '../domain/timing';
import { useServerNotice } from './useServerNotice';

const D = 'gd.common.delete';

export interface ConfirmDeleteButtonProps<T extends RaRecord> {
  /** The row's name, appended to the button's label and given to `content` as %{name}. */
  name?: (record: T) => string;
  /** An i18n key for the dialog's text under the question (given %{name}); none by default. */
  content?: string;
  /** The spec's cross by default. */
  icon?: ReactElement;
  noticeMs?: number;
}

/**
 * Delete with the spec's confirmation (catalogue-and-orders.md s.1, platform.md s.8): 'Are you sure
 * you want to delete?', 'Yes, delete it!' / 'Cancel', then 'Deleted!'. react-admin's
 * DeleteWithConfirmButton cannot name its dialog buttons, hence Confirm + useDelete. Pessimistic:
 * the row leaves once the API has agreed; the last row of a page sends the list one page back,
 * otherwise the page reloads so the next record moves up (platform.md s.4).
 */
export function ConfirmDeleteButton<T extends RaRecord>({
  name,
  content,
  icon = <CloseIcon fontSize="small" />,
  noticeMs = NOTICE_MS.default,
}: ConfirmDeleteButtonProps<T>) {
  const record = useRecordContext<T>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notice = useServerNotice(noticeMs);
  const { data, page, setPage } = useListContext();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record) return null;

  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notice.success(`${D}.done`);
          // react-admin's delete refetches the list; the last row of a page leaves an empty page behind.
          if ((data?.length ?? 0) <= 1 && page > 1) setPage(page - 1);
        },
        onError: (error) => {
          setOpen(false);
          notice.error(error);
        },
      },
    );

  const recordName = name?.(record);
  const label = translate(`${D}.button`);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={recordName === undefined ? label : `${label}: ${recordName}`}
          color="error"
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            setOpen(true);
          }}
        >
          {icon}
        </IconButton>
      </Tooltip>
      <SafeConfirm
        isOpen={open}
        loading={isPending}
        title={`${D}.title`}
        content={content ?? ''}
        translateOptions={{ name: recordName }}
        confirm={`${D}.confirm`}
        cancel={`${D}.cancel`}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
