import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../tests/support/renderAdmin';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { PageError } from './PageError';

const FAILED = en.gd.layout.page_failed;

describe('PageError', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: http://127.0.0.1/assets/CategoryList-x.js'],
    ['Firefox', 'error loading dynamically imported module: http://127.0.0.1/assets/CategoryList-x.js'],
    ['Safari', 'Importing a module script failed.'],
    ['a style sheet (Vite)', 'Unable to preload CSS for /assets/CategoryList-x.css'],
  ])(
    "says that a page's code did not download in %s's words, and reloads at the user's ask",
    async (_, message) => {
      const reload = vi.fn();
      renderAdmin(<PageError error={new TypeError(message)} reload={reload} />);

      expect(await screen.findByRole('heading', { name: FAILED.title })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(FAILED.text);
      expect(screen.queryByText('Something went wrong')).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: FAILED.reload }));
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );

  it('speaks the interface language', async () => {
    renderAdmin(<PageError error={new TypeError('Importing a module script failed.')} reload={vi.fn()} />, {
      locale: 'fr-FR',
    });
    expect(await screen.findByRole('button', { name: fr.gd.layout.page_failed.reload })).toBeInTheDocument();
  });

  it("keeps react-admin's page for any other error, with no reload offered", async () => {
    renderAdmin(<PageError error={new TypeError("Cannot read properties of undefined (reading 'id')")} />);

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FAILED.reload })).toBeNull();
  });
});
