import { useState } from 'react';
import { useNavigateLater } from '../common/useNavigateLater';
import { useServerNotice } from '../common/useServerNotice';
import { NOTICE_MS, REDIRECT_MS } from '../domain/timing';
import { CATEGORY_LIST_PATH } from './constants';

/** After a save: the notice, then back to the list 1.5 s later (s.4); the form stays locked meanwhile. */
export function useSavedRedirect(message: string) {
  const navigateLater = useNavigateLater();
  const notice = useServerNotice(NOTICE_MS.form);
  const [saved, setSaved] = useState(false);
  return {
    saved,
    mutationOptions: {
      onSuccess: () => {
        setSaved(true);
        notice.success(message);
        navigateLater(CATEGORY_LIST_PATH, REDIRECT_MS.categorySaved);
      },
      onError: (error: unknown) => notice.error(error),
    },
  };
}
