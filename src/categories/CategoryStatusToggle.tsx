/** The list's status switch: Active <-> Disabled through PUT admin/categories/{eStatus}/{id}. */
import { Switch } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useGiftdeskDataProvider } from '../api/dataProvider';
import { useServerNotice } from '../common/useServerNotice';
import type { Category } from '../domain/catalogue';
import { CATEGORY_RESOURCE, LIST_NOTICE_MS } from './constants';

export function CategoryStatusToggle() {
  const record = useRecordContext<Category & { id: string }>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useGiftdeskDataProvider();
  const notice = useServerNotice(LIST_NOTICE_MS);
  const mutation = useMutation({
    mutationFn: (status: 'Active' | 'Disabled') =>
      dataProvider.setStatus(CATEGORY_RESOURCE, { id: record?.id ?? '', status }),
    onSuccess: (result) => {
      notice.success(result.message);
      refresh();
    },
    onError: (error) => notice.error(error),
  });
  if (!record) return null;
  const active = record.eStatus === 'Active';
  return (
    <Switch
      checked={mutation.isPending ? !active : active}
      disabled={mutation.isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(_event, checked) => mutation.mutate(checked ? 'Active' : 'Disabled')}
      slotProps={{ input: { 'aria-label': translate('gd.catalogue.list.toggle', { title: record.sTitle }) } }}
    />
  );
}
