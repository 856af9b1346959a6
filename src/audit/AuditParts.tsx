/** Cells shared by the audit list and the History panels. */
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditEntry } from '../domain/audit';

const A = 'gd.audit';

export const ActionChip = ({ action }: { action: string }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={translate(`${A}.actions.${action}`, { _: action })} />;
};

export const ActorCell = ({ entry }: { entry: AuditEntry }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="body2">{entry.sAdminName}</Typography>
    <Typography variant="caption" color="text.secondary">
      {entry.sAdminEmail}
    </Typography>
  </Box>
);

export const RecordCell = ({ entry }: { entry: AuditEntry }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2">
        {translate(`${A}.resources.${entry.sResource}`, { _: entry.sResource })}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {entry.sRecordLabel ?? entry.iRecordId}
      </Typography>
    </Box>
  );
};
