import { useMemo } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../api/http';
import { NOTICE_MS } from '../domain/timing';

/** No answer at all is HttpError status 0 (src/api/http.ts). */
const noAnswer = (error: unknown) => error instanceof HttpError && error.status === 0;

/**
 * Notices showing the server's own message (HttpError carries it). The message is its own
 * translation default, so a server sentence is shown as is and an i18n key is still translated.
 * `noAnswerKey` replaces the generic no-answer text where a screen's spec words it differently
 * (settings: 'Server is unavalible.').
 */
export function useServerNotice(autoHideDuration: number = NOTICE_MS.default, noAnswerKey?: string) {
  const notify = useNotify();
  const translate = useTranslate();
  return useMemo(() => {
    const show = (message: string, type: 'success' | 'warning' | 'error') =>
      notify(message, { type, autoHideDuration, messageArgs: { _: message } });
    const text = (error: unknown) =>
      noAnswerKey && noAnswer(error) ? translate(noAnswerKey) : errorMessage(error);
    return {
      success: (message: string) => show(message, 'success'),
      warning: (error: unknown) => show(text(error), 'warning'),
      error: (error: unknown) => show(text(error), 'error'),
    };
  }, [notify, translate, autoHideDuration, noAnswerKey]);
}
