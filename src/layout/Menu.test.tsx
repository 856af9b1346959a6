import CategoryIcon from '@mui/icons-material/Category';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { callExtension } from '../api/extensions';
import {
  SUPER_ADMIN,
  fakeAuthProvider,
  fakeDataProvider,
  renderAdmin,
} from '../../tests/support/renderAdmin';
import { permissionSetFrom, type AccessSubject } from '../domain/permissions';
import { Menu } from './Menu';
import { MENU, type MenuEntry } from './menuItems';

const subject = (grants: Parameters<typeof permissionSetFrom>[0]): AccessSubject => ({
  isSuperAdmin: false,
  aPermissions: permissionSetFrom(grants),
});

/** The app's table (without its own Categories group) plus a test-only group of two modules. */
const TABLE: MenuEntry[] = [
  ...MENU.filter((entry) => entry.label !== 'gd.layout.menu.categories'),
  {
    label: 'gd.layout.menu.categories',
    icon: CategoryIcon,
    children: [
      { path: 'category', label: 'All categories', icon: CategoryIcon, resource: 'category' },
      { path: 'giftCards', label: 'All gift cards', icon: CategoryIcon, resource: 'giftCards' },
    ],
  },
];

const link = (name: string) => screen.queryByRole('menuitem', { name });

describe('Menu', () => {
  it('shows Dashboard to the super admin, linking to /admin/dashboard', async () => {
    renderAdmin(<Menu />, { authProvider: fakeAuthProvider(SUPER_ADMIN) });
    const item = await screen.findByRole('menuitem', { name: 'Dashboard' });
    expect(item).toHaveAttribute('href', '/admin/dashboard');
  });

  it('hides Dashboard from a user without Dashboard View', async () => {
    renderAdmin(<Menu entries={TABLE} />, {
      authProvider: fakeAuthProvider(subject({ 'Category Managements': ['Edit'] })),
    });
    expect(await screen.findByRole('menuitem', { name: 'Categories' })).toBeInTheDocument();
    expect(link('Dashboard')).toBeNull();
  });

  it('renders a group with only its allowed children, collapsed until clicked', async () => {
    renderAdmin(<Menu entries={TABLE} />, {
      authProvider: fakeAuthProvider(subject({ Dashboard: ['View'], 'Category Managements': ['View'] })),
    });
    const header = await screen.findByRole('menuitem', { name: 'Categories' });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(link('All categories')).toBeNull();

    fireEvent.click(header);

    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('menuitem', { name: 'All categories' })).toHaveAttribute(
      'href',
      '/admin/category',
    );
    expect(link('All gift cards')).toBeNull();
  });

  it('opens the group of the current page', async () => {
    renderAdmin(<Menu entries={TABLE} />, {
      path: '/admin/giftCards',
      authProvider: fakeAuthProvider(SUPER_ADMIN),
    });
    expect(await screen.findByRole('menuitem', { name: 'All gift cards' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Categories' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('hides a group whose children are all forbidden', async () => {
    renderAdmin(<Menu entries={TABLE} />, {
      authProvider: fakeAuthProvider(subject({ Dashboard: ['View'] })),
    });
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(link('Categories')).toBeNull();
  });

  it('shows Push to a signed-in admin whose role the API does not say (no module governs it)', async () => {
    renderAdmin(<Menu />, { authProvider: fakeAuthProvider({ aPermissions: permissionSetFrom({}) }) });
    expect(await screen.findByRole('menuitem', { name: 'Push Notification' })).toBeInTheDocument();
  });

  it('hides Push from a known sub-admin', async () => {
    renderAdmin(<Menu />, { authProvider: fakeAuthProvider(subject({ Dashboard: ['View'] })) });
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(link('Push Notification')).toBeNull();
  });

  it('asks the audit list for one row and hides the item when the API lacks the call', async () => {
    const getList = vi.fn(async (resource: string) =>
      resource === 'audit'
        ? callExtension('audit', () => Promise.reject(new HttpError('Not found', 404)))
        : { data: [], total: 0 },
    );
    renderAdmin(<Menu />, {
      authProvider: fakeAuthProvider(SUPER_ADMIN),
      dataProvider: fakeDataProvider({ getList }),
    });
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'audit',
        expect.objectContaining({ pagination: { page: 1, perPage: 1 } }),
      ),
    );
    await waitFor(() => expect(link('Audit trail')).toBeNull());
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('keeps the audit item where the API answers', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderAdmin(<Menu />, {
      authProvider: fakeAuthProvider(SUPER_ADMIN),
      dataProvider: fakeDataProvider({ getList }),
    });
    await waitFor(() => expect(getList).toHaveBeenCalledWith('audit', expect.anything()));
    expect(await screen.findByRole('menuitem', { name: 'Audit trail' })).toBeInTheDocument();
  });
});
