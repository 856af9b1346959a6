import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useCreatePath, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import type { CardRights } from './useCardRights';

function LinkIcon({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate(label)}>
      <IconButton
        size="small"
        component={Link}
        to={to}
        aria-label={translate(label)}
        onClick={(event: { stopPropagation(): void }) => event.stopPropagation()}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** Eye, pencil and cross (section 1), each only with its flag (section 6). */
export const RowActions = ({ rights, canEdit = true }: { rights: CardRights; canEdit?: boolean }) => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {rights.view && (
        <LinkIcon to={createPath({ resource, type: 'show', id: record.id })} label="gd.cards.actions.view">
          <VisibilityIcon fontSize="small" />
        </LinkIcon>
      )}
      {rights.edit && canEdit && (
        <LinkIcon to={createPath({ resource, type: 'edit', id: record.id })} label="gd.cards.actions.edit">
          <EditIcon fontSize="small" />
        </LinkIcon>
      )}
      {rights.remove && <ConfirmDeleteButton />}
    </Stack>
  );
};
