import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../api/session';
import { MediaImage } from './MediaImage';

const OWN = '/media/kyc/passport-front.svg';
const CDN = 'https://cdn.example.net/media/kyc/passport-front.svg';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  saveSession('t0ken', 'admin-1');
  fetchMock = vi.fn(async () => new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } }));
  vi.stubGlobal('fetch', fetchMock);
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:http://localhost/${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('MediaImage', () => {
  it('fetches an image of the API origin with the token and shows it from a blob URL', async () => {
    render(<MediaImage src={OWN} alt="Front" />);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Front' })).toHaveAttribute('src', 'blob:http://localhost/1'),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      OWN,
      expect.objectContaining({ headers: { Authorization: 't0ken' } }),
    );
  });

  it('never sends the token to another origin: a CDN image is shown by its address', () => {
    render(<MediaImage src={CDN} alt="Front" />);
    expect(screen.getByRole('img', { name: 'Front' })).toHaveAttribute('src', CDN);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to the address when the server refuses the fetch (a backend with public media)', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 404 }));
    render(<MediaImage src={OWN} alt="Front" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Front' })).toHaveAttribute('src', OWN));
  });

  it('fetches once for a thumbnail and its enlargement, and releases the blob when both are gone', async () => {
    const view = render(
      <>
        <MediaImage src={OWN} alt="Thumbnail" />
        <MediaImage src={OWN} alt="Enlarged" />
      </>,
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Enlarged' })).toHaveAttribute('src', 'blob:http://localhost/1'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    view.unmount();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1'));
  });
});
