import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import {
  LinkBase,
  useCreatePath,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ConfirmDeleteButton, type ConfirmDeleteButtonProps } from './ConfirmDeleteButton';
import type { ListRights } from './useListRights';

/** An icon link of a row's actions column (eye, pencil, check ...); `label` is already translated. */
export const RowLink = ({ to, label, icon }: { to: string; label: string; icon: ReactElement }) => (
  <Tooltip title={label}>
    <IconButton
      size="small"
      color="primary"
      component={LinkBase}
      to={to}
      aria-label={label}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
    >
      {icon}
    </IconButton>
  </Tooltip>
);

export interface RowActionsProps<T extends RaRecord> extends ConfirmDeleteButtonProps<T> {
  rights: Pick<ListRights, 'view' | 'edit' | 'remove'>;
  /** The pencil may be off for one row (a redeemed card cannot be edited). */
  canEdit?: boolean;
  /** The spec's paths where they are not the resource's show and edit routes. */
  viewPath?: (record: T) => string;
  editPath?: (record: T) => string;
}

/**
 * Eye, pencil and cross of a list row (section 1), each only with its operation (section 6). With
 * `name`, each label names the row ('Edit: Ada'), so a screen reader tells the rows apart.
 */
export function RowActions<T extends RaRecord>({
  rights,
  canEdit = true,
  viewPath,
  editPath,
  ...deleteProps
}: RowActionsProps<T>) {
  const record = useRecordContext<T>();
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record) return null;
  const label = (key: string) => {
    const text = translate(key);
    return deleteProps.name ? `${text}: ${deleteProps.name(record)}` : text;
  };
  return (
    // At the end of a table's last column; at the start of its value on a phone's card, as every
    // other value there (comfort/ResponsiveDataTable.tsx switches to cards below `sm`).
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: { xs: 'flex-start', sm: 'flex-end' } }}>
      {rights.view && (
        <RowLink
          to={viewPath?.(record) ?? createPath({ resource, type: 'show', id: record.id })}
          label={label('gd.common.view')}
          icon={<VisibilityIcon fontSize="small" />}
        />
      )}
      {rights.edit && canEdit && (
        <RowLink
          to={editPath?.(record) ?? createPath({ resource, type: 'edit', id: record.id })}
          label={label('gd.common.edit')}
          icon={<EditIcon fontSize="small" />}
        />
      )}
      {rights.remove && <ConfirmDeleteButton<T> {...deleteProps} />}
    </Stack>
  );
}
