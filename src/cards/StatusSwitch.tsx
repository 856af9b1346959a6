import { Switch, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { useGiftdeskDataProvider } from '../api/dataProvider';
import { useServerNotice } from '../common/useServerNotice';
import type { CardStatus } from '../domain/cards';

/** The list's Active/Disabled switch (section 4): the resource's status call, then a refresh. */
export const StatusSwitch = () => {
  const record = useRecordContext<{ id: string; eStatus: CardStatus; sTitle?: string }>();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useGiftdeskDataProvider();
  const notice = useServerNotice();
  const [pending, setPending] = useState<CardStatus | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: (status: CardStatus) => dataProvider.setStatus(resource, { id: record?.id ?? '', status }),
    onSuccess: (result) => {
      notice.success(result.message);
      refresh();
    },
    onError: (error) => notice.error(error),
    onSettled: () => setPending(undefined),
  });
  if (!record) return null;
  const status = pending ?? record.eStatus;
  const active = status === 'Active';
  return (
    <Tooltip title={translate(`gd.cards.status.${status}`)}>
      <Switch
        checked={active}
        disabled={mutation.isPending}
        onClick={(event) => event.stopPropagation()}
        onChange={(_, checked) => {
          const next: CardStatus = checked ? 'Active' : 'Disabled';
          setPending(next);
          mutation.mutate(next);
        }}
        slotProps={{ input: { role: 'switch', 'aria-label': translate('gd.cards.status.toggle') } }}
        size="small"
      />
    </Tooltip>
  );
};
