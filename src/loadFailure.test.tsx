import { fireEvent, getByRole } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_FAILURE } from './i18n/loadFailure';
import { LOCALE_STORAGE_KEY } from './i18n/locales';
import { showLoadFailure } from './loadFailure';

function startUp(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = '<div class="gd-splash" role="status">Giftdesk</div>';
  document.body.append(container);
  return container;
}

afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

describe('showLoadFailure', () => {
  it('replaces the splash with what happened and a Reload, which reloads', () => {
    const container = startUp();
    const reload = vi.fn();

    showLoadFailure(container, { reload });

    expect(container.querySelector('[role=status]')).toBeNull();
    expect(getByRole(container, 'heading', { name: LOAD_FAILURE['en-US'].title })).toBeInTheDocument();
    expect(getByRole(container, 'alert')).toHaveTextContent(LOAD_FAILURE['en-US'].text);
    fireEvent.click(getByRole(container, 'button', { name: LOAD_FAILURE['en-US'].reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['fr-FR', 'ltr'],
    ['ar', 'rtl'],
  ] as const)('speaks the stored locale %s, written %s', (locale, direction) => {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    const container = startUp();

    showLoadFailure(container, { reload: vi.fn() });

    const alert = getByRole(container, 'alert');
    expect(alert).toHaveAttribute('lang', locale);
    expect(alert).toHaveAttribute('dir', direction);
    expect(getByRole(container, 'button', { name: LOAD_FAILURE[locale].reload })).toBeInTheDocument();
  });
});
