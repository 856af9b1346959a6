import ClearIcon from '@mui/icons-material/Clear';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  useDelete,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { errorMessage } from '../api/http';

const D = 'gd.cards.delete';

/**
 * The cross of section 1: 'Are you sure you want to delete?' with 'Yes, delete it!' / 'Cancel', then
 * 'Deleted!'. react-admin's DeleteWithConfirmButton cannot relabel its dialog buttons, hence this one.
 * Pessimistic: the row leaves once the API has agreed (and the list reloads, emptied or not).
 */
export const ConfirmDeleteButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
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
          notify(`${D}.done`, { type: 'success' });
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          const message = errorMessage(error);
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      },
    );

  return (
    <>
      <Tooltip title={translate('gd.cards.actions.delete')}>
        <IconButton
          size="small"
          color="error"
          aria-label={translate('gd.cards.actions.delete')}
          onClick={(event) => {
            event.stopPropagation();
            setOpen(true);
          }}
        >
          <ClearIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${D}.confirm`}
        content=""
        confirm={`${D}.yes`}
        cancel={`${D}.cancel`}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
