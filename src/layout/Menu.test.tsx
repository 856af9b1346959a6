import CategoryIcon from '@mui/icons-material/Category';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUPER_ADMIN, fakeAuthProvider, renderAdmin } from '../common/testing';
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
});
