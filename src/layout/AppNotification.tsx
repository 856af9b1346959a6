import type { ClickAwayListenerProps } from '@mui/material';
import { Notification } from 'react-admin';
import { NOTICE_MS } from '../domain/timing';

/**
 * Material UI closes a snackbar at any click elsewhere. The second click of a double-clicked Save
 * then took the confirmation away as it showed (a CI run: the card was created, "Redeem card created"
 * never seen). A notice stays its time; Escape still closes it.
 */
const keepOnClickAway: ClickAwayListenerProps['onClickAway'] = (event) => {
  Object.assign(event, { defaultMuiPrevented: true });
};

/** One notice at a time, top right, below the app bar so it never hides the user menu. */
export const AppNotification = () => (
  <Notification
    anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    autoHideDuration={NOTICE_MS.default}
    sx={{ top: { xs: 64, sm: 64 } }}
    slotProps={{ clickAwayListener: { onClickAway: keepOnClickAway } }}
  />
);
