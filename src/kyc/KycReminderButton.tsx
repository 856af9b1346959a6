import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { useGiftdeskDataProvider } from '../api/dataProvider';
import { useServerNotice } from '../common/useServerNotice';
import { NOTICE_MS } from '../domain/timing';
import type { CustomerRow } from '../customers/customerRow';

/** POST admin/kyc-notification/ {id}: a reminder mail to a pending customer; the server's message for 5 s. */
export const KycReminderButton = () => {
  const record = useRecordContext<CustomerRow>();
  const translate = useTranslate();
  const dataProvider = useGiftdeskDataProvider();
  const notice = useServerNotice(NOTICE_MS.form);
  const mutation = useMutation({
    mutationFn: (id: Identifier) => dataProvider.sendKycReminder(id),
    onSuccess: (result) => notice.success(result.message),
    onError: (error) => notice.error(error),
  });
  if (!record) return null;
  const label = translate('gd.kyc.list.remind', { name: record.sFullName });
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          color="primary"
          aria-label={label}
          disabled={mutation.isPending}
          onClick={() => mutation.mutate(record.id)}
        >
          <ForwardToInboxIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
};
