import { act, fireEvent, render, screen } from '@testing-library/react';
import { localStorageStore, memoryStore, type RaThemeOptions, type Store } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../tests/support/renderAdmin';
import { withPersistentKeys } from '../layout/persistentStore';
import { SIDEBAR_COLOR_STORE_KEY } from '../layout/sidebarColors';
import { DensityMenuItem } from './DensityMenuItem';
import { DENSITY_STORE_KEY, THEME_STORE_KEY } from './density';
import { useComfortThemes } from './themes';

const cellPadding = (theme: RaThemeOptions) => {
  const root = theme.components?.MuiTableCell?.styleOverrides?.root;
  return root && typeof root === 'object' && 'padding' in root ? root.padding : undefined;
};

const ThemeProbe = ({ store }: { store: Store }) => {
  const {
    themes: { theme, darkTheme },
  } = useComfortThemes(store);
  return (
    <p>
      {String(cellPadding(theme))} / {String(cellPadding(darkTheme))} / {darkTheme.palette?.mode}
    </p>
  );
};

beforeEach(() => localStorage.clear());

describe('list density', () => {
  it('switches from the user menu and is kept for the next visit', async () => {
    const first = renderAdmin(<DensityMenuItem />, { store: localStorageStore('1', 'gd-test') });
    const item = await screen.findByRole('menuitemcheckbox', { name: /Compact lists/ });
    expect(item).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(item);
    expect(item).toHaveAttribute('aria-checked', 'true');
    expect(item).toHaveTextContent('On: compact rows');
    first.unmount();

    // A new store over the same local storage: what a reload sees.
    const store = localStorageStore('1', 'gd-test');
    expect(store.getItem(DENSITY_STORE_KEY)).toBe('compact');
    renderAdmin(<DensityMenuItem />, { store });
    expect(await screen.findByRole('menuitemcheckbox', { name: /Compact lists/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('has its French texts', async () => {
    renderAdmin(<DensityMenuItem />, { locale: 'fr-FR' });
    expect(await screen.findByRole('menuitemcheckbox', { name: /Listes compactes/ })).toHaveTextContent(
      'Désactivé : lignes aérées',
    );
  });

  it('rebuilds both themes when the stored density changes', () => {
    const store = memoryStore();
    store.setup();
    render(<ThemeProbe store={store} />);
    expect(screen.getByText('6px 10px / 6px 10px / dark')).toBeInTheDocument();
    act(() => store.setItem(DENSITY_STORE_KEY, 'compact'));
    expect(screen.getByText('2px 8px / 2px 8px / dark')).toBeInTheDocument();
    // An edited store value falls back to comfortable.
    act(() => store.setItem(DENSITY_STORE_KEY, 'huge'));
    expect(screen.getByText('6px 10px / 6px 10px / dark')).toBeInTheDocument();
  });
});

describe('preferences across a logout', () => {
  it('keeps the theme, the density and the sidebar colour when the store is reset', () => {
    const store = withPersistentKeys(memoryStore());
    store.setup();
    store.setItem(THEME_STORE_KEY, 'dark');
    store.setItem(DENSITY_STORE_KEY, 'compact');
    store.setItem(SIDEBAR_COLOR_STORE_KEY, 'navy');
    store.setItem('orders.pending.listParams', { page: 3 });

    store.reset();

    expect(store.getItem(THEME_STORE_KEY)).toBe('dark');
    expect(store.getItem(DENSITY_STORE_KEY)).toBe('compact');
    expect(store.getItem(SIDEBAR_COLOR_STORE_KEY)).toBe('navy');
    expect(store.getItem('orders.pending.listParams')).toBeUndefined();
  });
});
