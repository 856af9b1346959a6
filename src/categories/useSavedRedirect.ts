import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServerNotice } from '../common/useServerNotice';
import { CATEGORY_LIST_PATH, CATEGORY_SAVED_REDIRECT_MS, FORM_NOTICE_MS } from './constants';

/** After a save: the notice, then back to the list 1.5 s later (s.4); the form stays locked meanwhile. */
export function useSavedRedirect(message: string) {
  const navigate = useNavigate();
  const notice = useServerNotice(FORM_NOTICE_MS);
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    saved,
    mutationOptions: {
      onSuccess: () => {
        setSaved(true);
        notice.success(message);
        timer.current = setTimeout(() => navigate(CATEGORY_LIST_PATH), CATEGORY_SAVED_REDIRECT_MS);
      },
      onError: (error: unknown) => notice.error(error),
    },
  };
}
