import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { BulkActionButton } from '../common/bulk/BulkActionButton';
import type { CustomerRow } from '../customers/customerRow';

/**
 * The reminder mail for the selection (POST admin/kyc-notification/ per customer). Only where the
 * row's reminder is: the API sends one to a Pending customer only (platform.md; the mock answers 409
 * otherwise). Approve and reject stay one by one, each with its review. A reminder changes no record.
 */
export const KycBulkActions = () => (
  <BulkActionButton<CustomerRow>
    label="gd.kyc.bulk.remind"
    icon={<ForwardToInboxIcon />}
    confirmTitle="gd.kyc.bulk.remind_confirm"
    rowLabel={(customer) => customer.sEmail}
    invalidates={[]}
    task={(dataProvider, id) => dataProvider.sendKycReminder(id)}
  />
);
