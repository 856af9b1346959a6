import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Stack } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { TopToolbar, useBasename, useNavigate, useRecordContext, useTranslate } from 'react-admin';
import { TextInput } from '../common/inputs';
import { AdminList } from '../common/AdminList';
import { ReviewDataTable } from '../comfort/ReviewDataTable';
import { KYC_STATUSES, KYC_VARIANTS, type KycVariant } from '../domain/customerRecords';
import { capKycFilter } from '../domain/format';
import { ListGuard } from '../common/ListGuard';
import { SavedViewsAside, SavedViewsButton } from '../common/SavedViewsAside';
import { EmailText, NoRows } from '../common/ListParts';
import { RowLink } from '../common/RowActions';
import { useListRights } from '../common/useListRights';
import { adminPath } from '../paths';
import { KYC_LIST_ACTIONS, type KycListActions } from './kycActions';
import { kycListFilter, kycVerifyPath } from './kycPaths';
import { KycReminderButton } from './KycReminderButton';
import { KycBulkActions } from './KycBulkActions';
import { CustomerColumn, type CustomerRow } from '../customers/customerRow';

const L = 'gd.kyc.list';

/**
 * A filter that empties the other one as it is typed in: the list call has a single search (search
 * and search_by, platform.md s.7), so Name and Email are served one at a time, never one of them
 * silently ignored.
 */
const OneOfTwoFilter = ({
  source,
  other,
  label,
}: {
  source: string;
  other: string;
  label: string;
  /** Read by react-admin's filter form. */
  alwaysOn?: boolean;
}) => {
  const { setValue, getValues } = useFormContext();
  return (
    <TextInput
      source={source}
      label={label}
      parse={capKycFilter}
      resettable
      onChange={(event: { target?: { value?: unknown } }) => {
        if (event?.target?.value && getValues(other)) setValue(other, '');
      }}
    />
  );
};

/** Name and Email, each cut to its first 5 characters from 255 on (platform.md s.5: capKycFilter). */
const filters = [
  <OneOfTwoFilter key="q" source="q" other="sEmail" label={`${L}.name`} alwaysOn />,
  <OneOfTwoFilter key="sEmail" source="sEmail" other="q" label={`${L}.email`} alwaysOn />,
];

const Actions = ({
  actions,
  canView,
  canEdit,
}: {
  actions: KycListActions;
  canView: boolean;
  canEdit: boolean;
}) => {
  const record = useRecordContext<CustomerRow>();
  const translate = useTranslate();
  const basename = useBasename();
  if (!record) return null;
  const status = record.sKycStatus;
  const review = translate(`${L}.review`, { name: record.sFullName });
  const to = adminPath(basename, kycVerifyPath(record.id));
  return (
    <Stack direction="row" spacing={0.5}>
      {canView && actions.eye(status) && (
        <RowLink to={to} label={review} icon={<VisibilityIcon fontSize="small" />} />
      )}
      {canView && actions.checkLink(status) && (
        <RowLink to={to} label={review} icon={<TaskAltIcon fontSize="small" />} />
      )}
      {canEdit && actions.remind(status) && <KycReminderButton />}
    </Stack>
  );
};

const Mark = ({ kind }: { kind: 'check' | 'cross' }) => {
  const translate = useTranslate();
  const label = translate(kind === 'check' ? `${L}.verified` : `${L}.rejected`);
  return kind === 'check' ? (
    <CheckCircleIcon color="success" titleAccess={label} />
  ) : (
    <CancelIcon color="error" titleAccess={label} />
  );
};

/**
 * /admin/kyc/submitted|verified|pending|rejected: one list, the customer list call with
 * where 'sKycStatus' / where_value (platform.md s.7), its own stored state per variant, the action
 * column of s.2. Customers-group rights: the eye needs View, the reminder Edit; none: dashboard.
 */
export const KycList = ({ variant }: { variant: KycVariant }) => {
  const rights = useListRights('kyc');
  const basename = useBasename();
  const navigate = useNavigate();
  const actions = KYC_LIST_ACTIONS[variant];
  const canView = rights.view || rights.edit;
  // Enter opens the review page where the row's eye or check link would.
  const open = (record: CustomerRow) => {
    if (actions.eye(record.sKycStatus) || actions.checkLink(record.sKycStatus))
      navigate(adminPath(basename, kycVerifyPath(record.id)));
  };
  const canOpen = canView && KYC_STATUSES.some((s) => actions.eye(s) || actions.checkLink(s));
  // The column goes when nothing in it could show for this user on this list.
  const showActions = KYC_STATUSES.some(
    (s) => (canView && (actions.eye(s) || actions.checkLink(s))) || (rights.edit && actions.remind(s)),
  );
  return (
    <ListGuard rights={rights}>
      <AdminList
        key={variant}
        resource="kyc"
        storeKey={`kyc.${variant}`}
        title={`${L}.title.${variant}`}
        filter={kycListFilter(variant)}
        filters={filters}
        exporter={false}
        aside={<SavedViewsAside />}
        actions={
          <TopToolbar>
            <SavedViewsButton />
          </TopToolbar>
        }
      >
        <ReviewDataTable<CustomerRow>
          // A bulk reminder where the list's rows can be reminded (its status: Pending), with Edit.
          bulkActionButtons={
            rights.edit && actions.remind(KYC_VARIANTS[variant]) ? <KycBulkActions /> : false
          }
          rowClick={false}
          empty={<NoRows message={`${L}.empty`} />}
          shortcuts={{ open: canOpen ? open : undefined }}
        >
          <CustomerColumn source="sFullName" label={`${L}.name`} />
          <CustomerColumn
            source="sEmail"
            label={`${L}.email`}
            render={(record) => <EmailText value={record.sEmail} />}
          />
          <CustomerColumn source="sUserName" />
          <CustomerColumn source="sMobileNumber" />
          {actions.mark && (
            <CustomerColumn
              label={actions.mark === 'check' ? `${L}.verified` : `${L}.rejected`}
              render={() => <Mark kind={actions.mark!} />}
            />
          )}
          {showActions && (
            <CustomerColumn
              label={`${L}.actions`}
              render={() => <Actions actions={actions} canView={canView} canEdit={rights.edit} />}
            />
          )}
        </ReviewDataTable>
      </AdminList>
    </ListGuard>
  );
};
