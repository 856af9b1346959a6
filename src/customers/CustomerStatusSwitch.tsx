import { Switch } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useGiftdeskDataProvider } from '../api/dataProvider';
import { useServerNotice } from '../common/useServerNotice';
import type { Customer } from '../domain/customer';

/** The list's eStatus switch (y/n), through PUT admin/user/{id} {eStatus}; shown only with Edit. */
export const CustomerStatusSwitch = () => {
  const record = useRecordContext<Customer & { id: string }>();
  const translate = useTranslate();
  const dataProvider = useGiftdeskDataProvider();
  const refresh = useRefresh();
  const notice = useServerNotice();
  const mutation = useMutation({
    mutationFn: (status: 'y' | 'n') => dataProvider.setStatus('customers', { id: record!.id, status }),
    onSuccess: (result) => {
      notice.success(result.message);
      refresh();
    },
    onError: (error) => notice.error(error),
  });
  if (!record) return null;
  return (
    <Switch
      checked={record.eStatus === 'y'}
      disabled={mutation.isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => mutation.mutate(event.target.checked ? 'y' : 'n')}
      slotProps={{
        input: { 'aria-label': translate('gd.customers.status.switch', { name: record.sFullName }) },
      }}
    />
  );
};
