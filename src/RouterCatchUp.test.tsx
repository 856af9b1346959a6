import { render } from '@testing-library/react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouterCatchUp } from './RouterCatchUp';

type Router = Parameters<typeof RouterCatchUp>[0]['router'];

/** A router that has already moved to `/admin/dashboard` (a navigation the screen did not hear of). */
function routerMovedOn(): Router {
  const router = createMemoryRouter([{ path: '*', element: null }], {
    initialEntries: ['/admin/dashboard?tab=1#figures'],
  });
  vi.spyOn(router, 'navigate').mockResolvedValue(undefined);
  return router;
}

describe('RouterCatchUp', () => {
  it('brings the screen to where the router went while the first render was under way', () => {
    const router = routerMovedOn();
    render(
      <MemoryRouter initialEntries={['/auth/login']}>
        <RouterCatchUp router={router} />
      </MemoryRouter>,
    );
    expect(router.navigate).toHaveBeenCalledTimes(1);
    expect(router.navigate).toHaveBeenCalledWith(
      { pathname: '/admin/dashboard', search: '?tab=1', hash: '#figures' },
      { replace: true, state: null },
    );
  });

  it('does nothing when the screen shows where the router is', () => {
    const CatchUp = () => <RouterCatchUp router={router} />;
    const router = createMemoryRouter([{ path: '*', element: <CatchUp /> }], {
      initialEntries: ['/admin/dashboard'],
    });
    const navigate = vi.spyOn(router, 'navigate');
    render(<RouterProvider router={router} />);
    expect(navigate).not.toHaveBeenCalled();
  });
});
