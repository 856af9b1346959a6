import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  useDelete,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useServerNotice } from '../common/useServerNotice';
import type { Subadmin } from '../domain/subadmin';
import { SUBADMIN_RESOURCE } from './useSubadminSave';

const D = 'gd.subadmins.delete';

/**
 * Delete with the spec's confirmation ('Are you sure you want to delete?', 'Yes, delete it!',
 * 'Cancel') then 'Deleted!' (platform.md s. 8). When the row was the last of its page the list goes
 * back one page; otherwise the page reloads so the next record moves up (s. 4).
 */
export const SubadminDeleteButton = () => {
  const record = useRecordContext<Subadmin & { id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const notice = useServerNotice();
  const refresh = useRefresh();
  const { data, page, setPage } = useListContext();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!record) return null;

  const confirm = () =>
    deleteOne(
      SUBADMIN_RESOURCE,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`${D}.done`, { type: 'success' });
          if ((data?.length ?? 0) <= 1 && page > 1) setPage(page - 1);
          else refresh();
        },
        onError: (error) => {
          setOpen(false);
          notice.error(error);
        },
      },
    );

  const label = translate('gd.subadmins.list.delete');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={`${label}: ${record.sFullName}`}
          color="error"
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            setOpen(true);
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${D}.title`}
        content={`${D}.content`}
        translateOptions={{ name: record.sFullName }}
        confirm={`${D}.confirm`}
        cancel={`${D}.cancel`}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
