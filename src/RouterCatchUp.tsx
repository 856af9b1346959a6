import { useEffect } from 'react';
import { createPath, useLocation, type createBrowserRouter } from 'react-router-dom';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * react-router's RouterProvider reads the router's state when it first renders, and subscribes to it
 * only once that render has committed: a navigation in between (Back, Forward, a history.pushState)
 * moves the router and the address, but the screen stays on the page it first rendered, for good.
 * The app's first render is a transition (boot.tsx), sliced over as long as the render takes, so
 * the gap is real on a busy machine: the Chromium permission matrix saw the login page stay under
 * /admin/dashboard for 15 s. Once mounted, this catches the screen up with the router.
 */
export function RouterCatchUp({ router }: { router: Router }) {
  const rendered = useLocation();
  useEffect(() => {
    // A passive effect: RouterProvider has subscribed by now (in its layout effect), so this
    // navigation reaches the screen. Compared by address: a location from outside the router (a
    // pushState) has the same key, 'default', as the first one.
    const { pathname, search, hash, state } = router.state.location;
    if (createPath({ pathname, search, hash }) !== createPath(rendered))
      void router.navigate({ pathname, search, hash }, { replace: true, state });
    // Only the first render can have missed a navigation: later ones come through the subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
