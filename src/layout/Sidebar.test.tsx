import { screen, waitFor } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../tests/support/renderAdmin';
import { SIDEBAR_WIDTH } from '../comfort/adminTheme';
import { SIDEBAR_COLOR_STORE_KEY } from './sidebarColors';
import { SIDEBAR_COLUMN_CLASS, Sidebar } from './Sidebar';

const column = () => document.querySelector(`.${SIDEBAR_COLUMN_CLASS}`);
const paper = () => document.querySelector('.MuiDrawer-paper');

/** The sidebar with a stand-in menu, once the menu has mounted (after the page). */
async function renderSidebar(store = memoryStore()) {
  renderAdmin(
    <Sidebar>
      <p>menu</p>
    </Sidebar>,
    { store },
  );
  await screen.findByText('menu');
}

describe('Sidebar', () => {
  it('never reads the scroll position: that forced a layout of the whole page as it mounted', async () => {
    // Each reading of the page's scroll position makes the browser lay the page out at once.
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    const pageYOffset = vi.spyOn(window, 'pageYOffset', 'get');
    await renderSidebar();
    window.dispatchEvent(new Event('scroll'));
    expect(scrollY).not.toHaveBeenCalled();
    expect(pageYOffset).not.toHaveBeenCalled();
  });

  it('is a column of the open width, the closed one once minimised', async () => {
    const store = memoryStore();
    await renderSidebar(store);
    expect(column()).not.toBeNull();
    expect(getComputedStyle(paper()!).width).toBe(`${SIDEBAR_WIDTH.open}px`);
    store.setItem('sidebar.open', false);
    await waitFor(() => expect(getComputedStyle(paper()!).width).toBe(`${SIDEBAR_WIDTH.closed}px`));
  });

  it('paints the column in the chosen colour', async () => {
    await renderSidebar(memoryStore({ [SIDEBAR_COLOR_STORE_KEY]: 'navy' }));
    expect(document.querySelector('[data-sidebar-color]')).toHaveAttribute('data-sidebar-color', 'navy');
    expect(getComputedStyle(column()!).backgroundColor).not.toBe('');
    expect(getComputedStyle(column()!).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  });
});
