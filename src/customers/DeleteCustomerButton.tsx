import DeleteIcon from '@mui/icons-material/Close';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useServerNotice } from '../common/useServerNotice';
import type { Customer } from '../domain/customer';

const D = 'gd.customers.delete';

/**
 * Delete with the spec's texts (catalogue-and-orders.md s.1): 'Are you sure you want to delete?',
 * 'Yes, delete it!' / 'Cancel', then 'Deleted!'. react-admin's DeleteWithConfirmButton cannot name
 * its dialog buttons, hence Confirm + useDelete. A page left empty is reloaded by the list itself.
 */
export const DeleteCustomerButton = () => {
  const record = useRecordContext<Customer & { id: string }>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const notice = useServerNotice();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record) return null;
  const confirm = () =>
    remove(
      'customers',
      { id: record.id, previousData: record },
      {
        onSuccess: () => {
          setOpen(false);
          notice.success(translate(`${D}.done`));
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          notice.error(error);
        },
      },
    );
  return (
    <>
      <Tooltip title={translate(`${D}.button`)}>
        <IconButton
          size="small"
          color="error"
          aria-label={`${translate(`${D}.button`)}: ${record.sFullName}`}
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
        content={translate(`${D}.content`, { name: record.sFullName })}
        confirm={`${D}.confirm`}
        cancel={`${D}.cancel`}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
