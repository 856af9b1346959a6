import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Typography, alpha } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldLabel } from '../common/fieldLabel';
import type { AuditChange, AuditResource } from '../domain/audit';
import { auditShortText, auditText } from './auditFormat';
import { LABELS_RESOURCE } from './auditResource';
import { MIRRORED } from '../common/direction';

const A = 'gd.audit';

type Label = (field: string) => string;

function Value({ value, side, label }: { value: unknown; side: 'before' | 'after'; label: Label }) {
  const translate = useTranslate();
  const empty = translate(`${A}.absent`);
  const text = auditText(value, empty, label);
  return (
    <Box
      component="span"
      title={text}
      aria-label={`${translate(`${A}.${side}`)}: ${text}`}
      sx={{
        fontFamily: 'monospace',
        fontSize: '0.8rem',
        px: 0.5,
        borderRadius: 0.5,
        wordBreak: 'break-word',
        bgcolor: (theme) => alpha(theme.palette[side === 'before' ? 'error' : 'success'].main, 0.08),
        color: value === undefined ? 'text.secondary' : side === 'before' ? 'error.dark' : 'success.dark',
        textDecoration: side === 'before' && value !== undefined ? 'line-through' : 'none',
      }}
    >
      {auditShortText(value, empty, label)}
    </Box>
  );
}

/**
 * The changed fields of one entry: `field: before -> after` per line, each field named as the
 * record's screen labels it; masked values stay masked.
 */
export function AuditChanges({
  changes,
  resource,
}: {
  changes: readonly AuditChange[];
  resource: AuditResource;
}) {
  const translate = useTranslate();
  const label: Label = (field) => fieldLabel(translate, LABELS_RESOURCE[resource], field);
  if (changes.length === 0) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate(`${A}.no_changes`)}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {changes.map((change) => (
        <Box
          component="li"
          key={change.sField}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}
        >
          <Typography variant="caption" sx={{ fontWeight: 600, mr: 0.5 }}>
            {label(change.sField)}
          </Typography>
          <Value value={change.before} side="before" label={label} />
          <ArrowForwardIcon {...MIRRORED} fontSize="inherit" color="action" aria-hidden />
          <Value value={change.after} side="after" label={label} />
        </Box>
      ))}
    </Box>
  );
}
