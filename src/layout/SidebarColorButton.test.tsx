import { fireEvent, screen, within } from '@testing-library/react';
import { localStorageStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../tests/support/renderAdmin';
import { Sidebar } from './Sidebar';
import { SidebarColorButton } from './SidebarColorButton';
import { SIDEBAR_COLOR_STORE_KEY } from './sidebarColors';

const Shell = () => (
  <>
    <SidebarColorButton />
    <Sidebar>
      <nav>menu</nav>
    </Sidebar>
  </>
);

const sidebarColour = (container: HTMLElement) =>
  container.querySelector('[data-sidebar-color]')?.getAttribute('data-sidebar-color');

describe('Sidebar colour choice', () => {
  it('applies the chosen colour and keeps it in the store across visits', async () => {
    const first = renderAdmin(<Shell />, { store: localStorageStore('1', 'gd-test') });
    expect(sidebarColour(first.container)).toBe('light');

    fireEvent.click(await screen.findByRole('button', { name: 'Sidebar colour' }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Navy' }));

    expect(sidebarColour(first.container)).toBe('navy');
    first.unmount();

    // A new store over the same local storage: what a reload sees.
    const store = localStorageStore('1', 'gd-test');
    expect(store.getItem(SIDEBAR_COLOR_STORE_KEY)).toBe('navy');
    const second = renderAdmin(<Shell />, { store });
    expect(sidebarColour(second.container)).toBe('navy');
  });

  it('falls back to the default for an unknown stored value', () => {
    const store = localStorageStore('1', 'gd-test');
    store.setItem(SIDEBAR_COLOR_STORE_KEY, 'hot-pink');
    const { container } = renderAdmin(<Shell />, { store });
    expect(sidebarColour(container)).toBe('light');
  });
});
