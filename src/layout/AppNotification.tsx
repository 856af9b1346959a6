import type { ClickAwayListenerProps } from '@mui/material';
import { Notification } from 'react-admin';
import { NOTICE_MS } from '../domain/timing';

/**
 * Material UI closes a snackbar at any click elsewhere. On a busy machine the answer to a double-clicked
 * Save can arrive between its two clicks, and the second click then took the confirmation away as it
 * showed (a CI run: the card was created once, "Redeem card created" never seen). So the later clicks
 * of a multi-click (MouseEvent.detail > 1) leave the notice; a single click elsewhere still closes it,
 * which also lets a stale warning give way to the next notice (react-admin shows one at a time).
 */
const keepOnMultiClick: ClickAwayListenerProps['onClickAway'] = (event) => {
  if (event.detail > 1) Object.assign(event, { defaultMuiPrevented: true });
};

/** One notice at a time, top right, below the app bar so it never hides the user menu. */
export const AppNotification = () => (
  <Notification
    anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    autoHideDuration={NOTICE_MS.default}
    sx={{ top: { xs: 64, sm: 64 } }}
    slotProps={{ clickAwayListener: { onClickAway: keepOnMultiClick } }}
  />
);
