import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { NOTICE_MS } from '../../domain/timing';
import { Icon } from './icons';

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
  const close = useCallback(() => setNotice(null), []);

  // Each notice gets its full time: a new one restarts the count.
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(close, NOTICE_MS.default);
    return () => clearTimeout(timer);
  }, [notice, close]);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {notice && (
        <div key={notice.id} role="alert" className="gd-alert gd-toast" data-severity={notice.type}>
          {/* Server messages are plain text; our own are keys: translate falls back to the text. */}
          <span>{translate(notice.message, { _: notice.message })}</span>
          <button
            type="button"
            className="gd-icon-button"
            aria-label={translate('gd.common.close')}
            onClick={close}
          >
            <Icon name="close" />
          </button>
        </div>
      )}
    </NotifyContext.Provider>
  );
}
