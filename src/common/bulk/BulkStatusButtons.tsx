import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteIcon from '@mui/icons-material/Delete';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import { useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { BulkActionButton } from './BulkActionButton';

const B = 'gd.common.bulk';

export interface BulkStatusButtonsProps<T extends RaRecord> {
  /** The eStatus values of the row's switch, checked and not. */
  on: string;
  off: string;
  rowLabel: (record: T) => string;
  /** i18n keys where a list words the two its own way (sub-admins: Activate / Deactivate). */
  labels?: { on: string; off: string; onConfirm: string; offConfirm: string };
}

const STATUS_LABELS = {
  on: `${B}.set_active`,
  off: `${B}.set_disabled`,
  onConfirm: `${B}.set_active_confirm`,
  offConfirm: `${B}.set_disabled_confirm`,
};

/** The row's status switch, for the selection: the resource's status call (setStatus) per record. */
export function BulkStatusButtons<T extends RaRecord>({
  on,
  off,
  rowLabel,
  labels = STATUS_LABELS,
}: BulkStatusButtonsProps<T>) {
  const resource = useResourceContext() ?? '';
  const setTo = (status: string) => ({
    task: setStatusTask(resource, status),
    invalidates: [resource],
    rowLabel,
  });
  return (
    <>
      <BulkActionButton<T>
        label={labels.on}
        icon={<CheckCircleOutlineIcon />}
        confirmTitle={labels.onConfirm}
        {...setTo(on)}
      />
      <BulkActionButton<T>
        label={labels.off}
        icon={<DoNotDisturbOnOutlinedIcon />}
        confirmTitle={labels.offConfirm}
        {...setTo(off)}
      />
    </>
  );
}

const setStatusTask =
  (resource: string, status: string): Parameters<typeof BulkActionButton>[0]['task'] =>
  (dataProvider, id) =>
    dataProvider.setStatus(resource, { id, status });

/** The row's delete (react-admin's delete, as ConfirmDeleteButton), for the selection. */
export function BulkDeleteButton<T extends RaRecord>({ rowLabel }: { rowLabel: (record: T) => string }) {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  return (
    <BulkActionButton<T>
      label={`${B}.delete`}
      icon={<DeleteIcon />}
      confirmTitle={`${B}.delete_confirm`}
      confirmColor="warning"
      rowLabel={rowLabel}
      invalidates={[resource]}
      task={async (dataProvider, id) => {
        await dataProvider.delete(resource, { id });
        // The delete call answers no message of its own: the row says what the single delete's notice says.
        return { message: translate('gd.common.delete.done') };
      }}
    />
  );
}
