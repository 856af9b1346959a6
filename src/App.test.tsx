import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from './App';
import { createI18nProvider } from './i18n/i18nProvider';

// The admin area is react-admin's: here only the routing to it matters.
vi.mock('./admin/AdminApp', () => ({ default: () => <p>Admin area</p> }));

async function renderAt(path: string) {
  const i18nProvider = await createI18nProvider();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App i18nProvider={i18nProvider} />
    </MemoryRouter>,
  );
}

describe('App routes', () => {
  it.each(['/', '/auth/login'])('serves the login page at %s', async (path) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it.each(['/nowhere', '/auth/register', '/auth/lock-screen'])('sends %s to the login page', async (path) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('serves the forgot page', async () => {
    await renderAt('/auth/forgot');
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('loads the admin area lazily under /admin', async () => {
    await renderAt('/admin/dashboard');
    expect(await screen.findByText('Admin area')).toBeInTheDocument();
  });

  it.each(['/', '/auth/login', '/auth/forgot', '/auth/reset/abc'])(
    'sends a logged-in user from %s to the admin',
    async (path) => {
      localStorage.setItem('token', 'tok');
      await renderAt(path);
      expect(await screen.findByText('Admin area')).toBeInTheDocument();
    },
  );

  it('explains that cookies are needed instead of rendering a page that cannot keep a session', async () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    try {
      await renderAt('/admin/dashboard');
      expect(await screen.findByRole('heading', { name: 'Cookies are disabled' })).toBeInTheDocument();
      expect(screen.queryByText('Admin area')).not.toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
