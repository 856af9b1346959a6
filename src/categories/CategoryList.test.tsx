import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Resource } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import {
  SUPER_ADMIN,
  fakeAuthProvider,
  fakeDataProvider,
  renderAdmin,
} from '../../tests/support/renderAdmin';
import type { AccessSubject } from '../domain/permissions';
import { CategoryList } from './CategoryList';
import { EDITOR_LIKE } from '../../tests/support/categorySubjects';

const ROWS = [
  {
    id: 'c1',
    _id: 'c1',
    sTitle: 'Steam Wallet Code',
    sCategory: 'Gaming',
    sLogo: 'categoryimages/steam-logo.svg',
    sBanner: 'categoryimages/steam-banner.svg',
    eStatus: 'Active',
  },
];

function renderList(subject: AccessSubject, rows = ROWS, extra: Record<string, unknown> = {}) {
  const dataProvider = fakeDataProvider({
    getList: async () => ({ data: rows, total: rows.length }),
    ...extra,
  });
  return renderAdmin(<Resource name="category" list={CategoryList} />, {
    authProvider: fakeAuthProvider(subject),
    dataProvider,
    path: '/admin/category',
  });
}

describe('the categories list', () => {
  it('shows the tile (logo and banner over the grey tile), title, category, status and actions', async () => {
    renderList(SUPER_ADMIN);
    const tile = await screen.findByTestId('category-tile');
    expect(tile).toHaveTextContent('Quick email delivery');
    const sources = [...tile.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([
      '/media/categoryimages/steam-banner.svg',
      '/media/categoryimages/steam-logo.svg',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Active: Steam Wallet Code' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'View: Steam Wallet Code' })).toHaveAttribute(
      'href',
      '/admin/category/c1',
    );
    expect(screen.getByRole('link', { name: 'Edit: Steam Wallet Code' })).toHaveAttribute(
      'href',
      '/admin/category/c1/edit',
    );
    expect(screen.getByRole('button', { name: 'Delete: Steam Wallet Code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add category' })).toHaveAttribute('href', '/admin/add/category');
  });

  it('gives the editor (no Delete) view and edit but no delete', async () => {
    renderList(EDITOR_LIKE.editor);
    expect(await screen.findByRole('link', { name: 'Edit: Steam Wallet Code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('with View only: no actions column (s.6), but the row opens the detail page', async () => {
    const view = renderList(EDITOR_LIKE.viewOnly);
    const tile = await screen.findByTestId('category-tile');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('link', { name: /^(View|Edit):/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add category' })).toBeNull();
    fireEvent.click(tile);
    await waitFor(() => expect(view.pathname()).toBe('/admin/category/c1'));
  });

  it("says 'No Records found' when empty", async () => {
    renderList(SUPER_ADMIN, []);
    expect(await screen.findByText('No Records found')).toBeInTheDocument();
  });

  it('sends a user without any category flag to the dashboard', async () => {
    const view = renderList(EDITOR_LIKE.none);
    await waitFor(() => expect(view.pathname()).toBe('/admin/dashboard'));
  });

  it("deletes after the spec's confirmation and says 'Deleted!'", async () => {
    const remove = vi.fn(async () => ({ data: ROWS[0] }));
    renderList(SUPER_ADMIN, ROWS, { delete: remove });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Steam Wallet Code' }));
    expect(await screen.findByText('Are you sure you want to delete?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('category', expect.objectContaining({ id: 'c1' })),
    );
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
  });

  it('toggles the status through the status call', async () => {
    const setStatus = vi.fn(async () => ({ message: 'Category status changed successfully.' }));
    renderList(SUPER_ADMIN, ROWS, { setStatus });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Active: Steam Wallet Code' }));
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith('category', { id: 'c1', status: 'Disabled' }));
    expect(await screen.findByText('Category status changed successfully.')).toBeInTheDocument();
  });
});
