import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { onLocaleSwitchFailed } from '../i18n/localeRollback';

/** Says that a language could not be switched to (its messages did not download); the screen stays as it was. */
export const LocaleSwitchNotice = () => {
  const notify = useNotify();
  useEffect(
    () => onLocaleSwitchFailed(() => notify('ra.notification.i18n_error', { type: 'error' })),
    [notify],
  );
  return null;
};
