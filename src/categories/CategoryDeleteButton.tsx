/**
 * Delete with the spec's confirmation (catalogue-and-orders.md s.1): 'Are you sure you want to
 * delete?', 'Yes, delete it!' / 'Cancel', then 'Deleted!'. Deleting sets the status Deleted
 * (the provider's delete call); the row leaves the list.
 */
import DeleteIcon from '@mui/icons-material/Close';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useServerNotice } from '../common/useServerNotice';
import type { Category } from '../domain/catalogue';
import { CATEGORY_RESOURCE, LIST_NOTICE_MS } from './constants';

const L = 'gd.catalogue.list';

export function CategoryDeleteButton() {
  const record = useRecordContext<Category & { id: string }>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const notice = useServerNotice(LIST_NOTICE_MS);
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record) return null;

  const confirm = () =>
    remove(
      CATEGORY_RESOURCE,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notice.success(`${L}.deleted`);
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          notice.error(error);
        },
      },
    );

  const label = translate(`${L}.delete`);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={`${label}: ${record.sTitle}`}
          color="error"
          size="small"
          onClick={() => setOpen(true)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${L}.delete_title`}
        content={`${L}.delete_content`}
        translateOptions={{ title: record.sTitle }}
        confirm={`${L}.delete_confirm`}
        cancel={`${L}.delete_cancel`}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
