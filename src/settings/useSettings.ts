/**
 * The settings screen's notices (section 8): list failures as warnings, save failures as danger, the
 * server's own message, 'Server is unavalible.' in the settings spelling when nothing answers.
 */
import { useMemo } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../api/http';
import { NOTICE_MS } from '../domain/timing';

export const SETTINGS_RESOURCE = 'settings';

/** No answer at all is HttpError status 0 (src/api/http.ts). */
const noAnswer = (error: unknown) => error instanceof HttpError && error.status === 0;

export function useSettingsNotice() {
  const notify = useNotify();
  const translate = useTranslate();
  return useMemo(() => {
    const show = (message: string, type: 'success' | 'warning' | 'error') =>
      notify(message, { type, autoHideDuration: NOTICE_MS.default, messageArgs: { _: message } });
    const text = (error: unknown) =>
      noAnswer(error) ? translate('gd.settings.server_unavailable') : errorMessage(error);
    return {
      success: (message: string) => show(message, 'success'),
      listFailed: (error: unknown) => show(text(error), 'warning'),
      saveFailed: (error: unknown) => show(text(error), 'error'),
    };
  }, [notify, translate]);
}
