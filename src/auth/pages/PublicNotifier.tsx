import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { useTranslate } from 'ra-core';
import { NOTICE_MS } from '../../domain/timing';

export type NoticeType = 'success' | 'warning' | 'error';

type Notify = (message: string, type?: NoticeType) => void;
const NotifyContext = createContext<Notify>(() => undefined);

/** Show a toast on the public pages: top right, 4 s, one at a time (a new one replaces the last). */
export const usePublicNotify = () => useContext(NotifyContext);

interface Notice {
  id: number;
  message: string;
  type: NoticeType;
}

export function PublicNotifier({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback<Notify>(
    (message, type = 'warning') => setNotice((last) => ({ id: (last?.id ?? 0) + 1, message, type })),
    [],
  );
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setNotice(null);
  };

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {notice && (
        <Snackbar
          key={notice.id}
          open
          autoHideDuration={NOTICE_MS.default}
          onClose={close}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          // Below the header, so the locale switch stays usable while a toast shows.
          sx={{ top: { xs: 72, sm: 72 } }}
        >
          <Alert severity={notice.type} variant="filled" onClose={close} sx={{ width: '100%' }}>
            {/* Server messages are plain text; our own are keys: translate falls back to the text. */}
            {translate(notice.message, { _: notice.message })}
          </Alert>
        </Snackbar>
      )}
    </NotifyContext.Provider>
  );
}
