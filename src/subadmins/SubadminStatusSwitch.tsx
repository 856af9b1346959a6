import { Switch } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useGiftdeskDataProvider } from '../api/dataProvider';
import { useServerNotice } from '../common/useServerNotice';
import type { Subadmin } from '../domain/subadmin';
import { SUBADMIN_RESOURCE } from './useSubadminSave';

/**
 * The table's status switch: eStatus y <-> n through POST /admin/subadmin/changestatus, then the
 * server's message and a reload of the page (platform.md s. 4). Shown only with Edit.
 */
export const SubadminStatusSwitch = () => {
  const record = useRecordContext<Subadmin & { id: string }>();
  const translate = useTranslate();
  const dataProvider = useGiftdeskDataProvider();
  const notice = useServerNotice();
  const refresh = useRefresh();
  const mutation = useMutation({
    mutationFn: (status: 'y' | 'n') =>
      dataProvider.setStatus(SUBADMIN_RESOURCE, { id: record?.id ?? '', status }),
    onSuccess: (result) => notice.success(result.message),
    onError: (error) => notice.error(error),
    onSettled: () => refresh(),
  });
  if (!record) return null;
  return (
    <Switch
      checked={record.eStatus === 'y'}
      disabled={mutation.isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => mutation.mutate(event.target.checked ? 'y' : 'n')}
      slotProps={{
        input: {
          role: 'switch',
          'aria-label': translate('gd.subadmins.list.status_label', { name: record.sFullName }),
        },
      }}
    />
  );
};
