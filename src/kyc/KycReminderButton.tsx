import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { IconButton, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { useApiAction } from '../common/useApiAction';
import { NOTICE_MS } from '../domain/timing';
import type { CustomerRow } from '../customers/customerRow';

/** POST admin/kyc-notification/ {id}: a reminder mail to a pending customer; the server's message for 5 s. */
export const KycReminderButton = () => {
  const record = useRecordContext<CustomerRow>();
  const translate = useTranslate();
  // A reminder changes no record: nothing to refetch.
  const mutation = useApiAction((dataProvider, id: Identifier) => dataProvider.sendKycReminder(id), {
    invalidates: [],
    noticeMs: NOTICE_MS.form,
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
          onClick={() => void mutation.run(record.id)}
        >
          <ForwardToInboxIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
};
