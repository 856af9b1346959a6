import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  SHORTCUT_ACTIONS,
  SHORTCUT_KEYS,
  useKeyboardShortcuts,
  type ShortcutAction,
  type ShortcutHandlers,
} from './keyboardShortcuts';

/** i18n keys naming what an action does on this screen ('Accept', 'Deliver', 'Approve' ...). */
export type ShortcutLabels = Partial<Record<ShortcutAction, string>>;

export interface PageShortcutsProps {
  handlers: ShortcutHandlers;
  labels?: ShortcutLabels;
  /** What the help lists, when it is more than what the keys do right now (a list before a row is chosen). */
  listed?: readonly ShortcutAction[];
}

const Key = ({ name }: { name: string }) => (
  <Box
    component="kbd"
    sx={{
      px: 0.75,
      py: 0.25,
      mr: 0.5,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      fontFamily: 'monospace',
      bgcolor: 'action.hover',
    }}
  >
    {name}
  </Box>
);

/**
 * A review screen's keys, and `?` opening the list of the ones this user has here (an action the
 * user may not take has no handler, so neither a key nor a line in the help).
 */
export const PageShortcuts = ({ handlers, labels = {}, listed }: PageShortcutsProps) => {
  const translate = useTranslate();
  const [helpOpen, setHelpOpen] = useState(false);
  useKeyboardShortcuts({ ...handlers, help: () => setHelpOpen(true) });
  const available = SHORTCUT_ACTIONS.filter(
    (action) => action === 'help' || (listed ? listed.includes(action) : handlers[action]),
  );
  const close = () => setHelpOpen(false);
  return (
    <Dialog open={helpOpen} onClose={close} aria-labelledby="shortcuts-title" maxWidth="xs" fullWidth>
      <DialogTitle id="shortcuts-title">{translate('gd.comfort.shortcuts.title')}</DialogTitle>
      <DialogContent dividers>
        <Table size="small" aria-labelledby="shortcuts-title">
          <TableBody>
            {available.map((action) => (
              <TableRow key={action}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {SHORTCUT_KEYS[action].map((key) => (
                    <Key key={key} name={key} />
                  ))}
                </TableCell>
                <TableCell>{translate(labels[action] ?? `gd.comfort.shortcuts.${action}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
