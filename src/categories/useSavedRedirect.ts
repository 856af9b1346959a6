import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServerNotice } from '../common/useServerNotice';
import { NOTICE_MS, REDIRECT_MS } from '../domain/timing';
import { CATEGORY_LIST_PATH } from './constants';

/** After a save: the notice, then back to the list 1.5 s later (s.4); the form stays locked meanwhile. */
export function useSavedRedirect(message: string) {
  const navigate = useNavigate();
  const notice = useServerNotice(NOTICE_MS.form);
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    saved,
    mutationOptions: {
      onSuccess: () => {
        setSaved(true);
        notice.success(message);
        timer.current = setTimeout(() => navigate(CATEGORY_LIST_PATH), REDIRECT_MS.categorySaved);
      },
      onError: (error: unknown) => notice.error(error),
    },
  };
}
