import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { ImageUploadInput } from './ImageUploadInput';

/** A controllable XMLHttpRequest: the test decides progress and the answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  finish(status: number, responseText = '') {
    this.status = status;
    this.responseText = responseText;
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

function setup(
  getSignedUrl = vi.fn(async () => ({ sUrl: '/api/v1/uploads/abc', sPath: 'categoryimages/abc.png' })),
) {
  const onSubmit = vi.fn();
  const view = renderAdmin(
    <Form onSubmit={onSubmit} defaultValues={{ sLogo: '' }}>
      <ImageUploadInput source="sLogo" folder="categoryimages" hint="gd.catalogue.form.logo_hint" />
      <button type="submit">save</button>
    </Form>,
    { dataProvider: fakeDataProvider({ getSignedUrl }) },
  );
  const input = view.getByTestId('sLogo-file') as HTMLInputElement;
  return { ...view, input, getSignedUrl, onSubmit };
}

describe('ImageUploadInput', () => {
  it('names its button after the field, and says when an image is required', async () => {
    renderAdmin(
      <Form onSubmit={vi.fn()} defaultValues={{ sLogo: '', sBanner: 'categoryimages/b.png' }}>
        <ImageUploadInput source="sLogo" folder="categoryimages" label="Logo" isRequired />
        <ImageUploadInput source="sBanner" folder="categoryimages" label="Banner" />
      </Form>,
      { dataProvider: fakeDataProvider({}) },
    );
    expect(await screen.findByRole('button', { name: 'Choose image: Logo (required)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Replace image: Banner' })).toBeVisible();
  });

  it('shows the size hint', () => {
    setup();
    expect(screen.getByText('Size 540x220, transparent background')).toBeInTheDocument();
  });

  it("refuses a file that is not an image before any call: 'It is not valid Image file.'", async () => {
    const { input, getSignedUrl } = setup();
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('It is not valid Image file.')).toBeInTheDocument();
    fireEvent.change(input, {
      target: { files: [new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' })] },
    });
    expect(await screen.findByText('It is not valid Image file.')).toBeInTheDocument();
    expect(getSignedUrl).not.toHaveBeenCalled();
  });

  it('asks a signed URL, PUTs the file with its type, shows progress, then previews the stored path', async () => {
    const { input, getSignedUrl, onSubmit } = setup();
    fireEvent.change(input, { target: { files: [png()] } });
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    expect(getSignedUrl).toHaveBeenCalledWith('categoryimages', {
      sFileName: 'logo.png',
      sContentType: 'image/png',
    });
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/v1/uploads/abc');
    expect(xhr.headers['Content-Type']).toBe('image/png');
    act(() => xhr.progress(50, 100));
    expect(await screen.findByText('Uploading… 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    act(() => xhr.finish(200));
    const preview = await screen.findByRole('img', { name: /Preview of/ });
    expect(preview).toHaveAttribute('src', '/media/categoryimages/abc.png');
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ sLogo: 'categoryimages/abc.png' });
  });

  it('shows the API message when the signed URL is refused', async () => {
    const { input } = setup(
      vi.fn(async () => Promise.reject(new HttpError('Only images can be uploaded.', 400))),
    );
    fireEvent.change(input, { target: { files: [png()] } });
    expect((await screen.findAllByText('Only images can be uploaded.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: /Preview of/ })).toBeNull();
  });

  it('says what the server said when the upload is refused, and keeps the previous value', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { files: [png()] } });
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const refusal = JSON.stringify({ message: 'The file content is not an image of its type.' });
    act(() => (FakeXhr.last as FakeXhr).finish(415, refusal));
    expect(
      (await screen.findAllByText('The file content is not an image of its type.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('No image yet')).toBeInTheDocument();
  });

  it('names what a status means when the storage sent no message (415, 413)', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { files: [png()] } });
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    act(() => (FakeXhr.last as FakeXhr).finish(415, '<Error>InvalidContent</Error>'));
    expect((await screen.findAllByText(/not a PNG, JPEG, GIF or WebP image/)).length).toBeGreaterThan(0);
  });

  it("says 'Something Went Wrong!' when nothing is known of the failure", async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { files: [png()] } });
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    act(() => (FakeXhr.last as FakeXhr).finish(500));
    expect((await screen.findAllByText('Something Went Wrong!')).length).toBeGreaterThan(0);
  });
});
