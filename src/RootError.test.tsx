import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_FAILURE } from './i18n/loadFailure';
import { PAGE_CRASH } from './i18n/pageCrash';
import { RootError } from './RootError';

function renderThrowing(error: Error) {
  const Throws = () => {
    throw error;
  };
  const router = createMemoryRouter([{ path: '*', element: <Throws />, errorElement: <RootError /> }]);
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.restoreAllMocks());

describe('RootError', () => {
  it("says that a screen's code did not download, with a Reload, not the router's developer page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderThrowing(new TypeError('Failed to fetch dynamically imported module: /assets/ApiDocsPage-x.js'));

    expect(await screen.findByRole('heading', { name: LOAD_FAILURE['en-US'].title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LOAD_FAILURE['en-US'].reload })).toBeInTheDocument();
    expect(screen.queryByText(/Hey developer/)).toBeNull();
  });

  it('says that something went wrong for any other error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderThrowing(new RangeError('Invalid time value'));

    expect(await screen.findByRole('heading', { name: PAGE_CRASH['en-US'].title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(PAGE_CRASH['en-US'].text);
    expect(screen.queryByText(/Invalid time value/)).toBeNull();
  });
});
