import { getToken } from '../api/session';

/**
 * A page the browser restores from its back-forward cache comes back as it was left, without a request
 * and without running the app's checks: after a logout in another tab, Back would show the last admin
 * page (a KYC record, say) again. So when a restored page's session is not the one it was left with,
 * its content is hidden at once and the page loads again, which lands on the login page when the
 * session is over.
 */
export function guardRestoredPages(reload: () => void = () => window.location.reload()): () => void {
  let tokenWhenHidden: string | null = getToken();
  const onHide = () => {
    tokenWhenHidden = getToken();
  };
  const onShow = (event: PageTransitionEvent) => {
    if (!event.persisted || getToken() === tokenWhenHidden) return;
    document.documentElement.style.visibility = 'hidden';
    reload();
  };
  window.addEventListener('pagehide', onHide);
  window.addEventListener('pageshow', onShow);
  return () => {
    window.removeEventListener('pagehide', onHide);
    window.removeEventListener('pageshow', onShow);
  };
}
