/**
 * The in-place re-login of sessionRecovery.ts: shown when the session ended while a form holds
 * unsaved input. The password of the signed-in account, then the refused save goes through; "Sign
 * out" gives the input up as before. Registered with the fetch wrapper while the admin UI is up.
 */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useAuthProvider, useGetIdentity, useTranslate } from 'react-admin';
import { errorMessage, setSessionRecovery } from '../api/http';
import {
  declineRelogin,
  recoveryPending,
  requestRelogin,
  resumeAfterRelogin,
  subscribeRecovery,
} from './sessionRecovery';

const R = 'gd.layout.relogin';

export const ReloginDialog = () => {
  const { identity } = useGetIdentity();
  const open = useSyncExternalStore(subscribeRecovery, recoveryPending, () => false);
  useEffect(() => {
    setSessionRecovery(requestRelogin);
    return () => setSessionRecovery(undefined);
  }, []);
  return (
    <Dialog open={open} aria-labelledby="relogin-title" slotProps={{ paper: { role: 'alertdialog' } }}>
      {/* Its own component: the password typed is gone once the dialog closes. */}
      <ReloginForm email={String(identity?.sEmail ?? identity?.email ?? '')} />
    </Dialog>
  );
};

const ReloginForm = ({ email }: { email: string }) => {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || busy || !authProvider) return;
    setBusy(true);
    setError(null);
    try {
      await authProvider.login({ sEmail: email, sPassword: password });
      resumeAfterRelogin();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle id="relogin-title">{translate(`${R}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(`${R}.text`, { email })}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          label={translate('gd.auth.password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          // Its only field, so no mark (docs/architecture.md); a screen reader still hears it is required.
          slotProps={{ htmlInput: { required: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={declineRelogin} disabled={busy}>
          {translate(`${R}.sign_out`)}
        </Button>
        <Button type="submit" variant="contained" disabled={busy || !password}>
          {translate(`${R}.submit`)}
        </Button>
      </DialogActions>
    </form>
  );
};
