import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { callExtension } from '../api/extensions';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthProvider, fakeDataProvider, renderAdmin } from '../../tests/support/renderAdmin';
import { permissionSetFrom } from '../domain/permissions';
import type { PushRecord } from '../domain/push';
import { PushPage } from './PushPage';
import { push as enPush } from './i18n/en';
import { push as frPush } from './i18n/fr';

/** An upload target that answers 200 at once. */
class InstantXhr {
  status = 200;
  upload = {};
  onload?: () => void;
  open() {}
  setRequestHeader() {}
  send() {
    queueMicrotask(() => this.onload?.());
  }
}
beforeEach(() => vi.stubGlobal('XMLHttpRequest', InstantXhr));
afterEach(() => vi.unstubAllGlobals());

const PUSH: PushRecord = {
  _id: 'p1',
  sTitle: 'Weekend sale',
  sContent: 'Cashback on every card',
  sURL: 'https://giftdesk.example/sale',
  sLogo: 'pushimages/a.png',
  sBanner: '',
  iSenderId: 'admin-1',
  sSenderEmail: 'admin@example.com',
  sSenderName: 'Giftdesk Admin',
  dCreatedAt: '2026-10-30T08:00:00.000Z',
};

/** Renders /admin/push; `ready` waits for the form (the access check runs first). */
async function setup(
  methods: Record<string, unknown> = {},
  options: Parameters<typeof renderAdmin>[1] = {},
  ready = true,
) {
  const getList = vi.fn(async () => ({ data: [{ ...PUSH, id: PUSH._id }], total: 1 }));
  const sendPush = vi.fn(async () => ({ message: 'Notification sent successfully.' }));
  const getSignedUrl = vi.fn(async () => ({ sUrl: '/api/v1/uploads/t', sPath: 'pushimages/logo.png' }));
  const dataProvider = fakeDataProvider({ getList, sendPush, getSignedUrl, ...methods });
  const view = renderAdmin(
    <Routes>
      <Route path="/admin/push" element={<PushPage />} />
      <Route path="/admin/dashboard" element={<p>the dashboard</p>} />
    </Routes>,
    { path: '/admin/push', dataProvider, ...options },
  );
  if (ready) await screen.findByTestId('push-preview-desktop');
  return { ...view, getList, sendPush, getSignedUrl };
}

const desktop = () => screen.getByTestId('push-preview-desktop');
const mobile = () => screen.getByTestId('push-preview-mobile');
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

describe('the push page', () => {
  it.each([
    ['en-US', enPush],
    ['fr-FR', frPush],
  ] as const)('shows the required messages of s.5 for empty fields (%s)', async (locale, texts) => {
    const { sendPush } = await setup({}, { locale });
    fireEvent.click(await screen.findByRole('button', { name: texts.form.submit }));
    for (const message of [
      texts.validation.title_required,
      texts.validation.content_required,
      texts.validation.url_required,
      texts.validation.logo_required,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(sendPush).not.toHaveBeenCalled();
  });

  it('refuses a click URL that is not http(s)', async () => {
    await setup();
    type(/^Click URL/, 'javascript:alert(1)');
    fireEvent.click(await screen.findByRole('button', { name: 'Send notification' }));
    expect(await screen.findByText(enPush.validation.url_invalid)).toBeInTheDocument();
  });

  it('starts the previews from placeholders and updates them as the admin types', async () => {
    await setup();
    const p = enPush.preview;
    for (const preview of [desktop(), mobile()]) {
      expect(within(preview).getByText(p.placeholder_title)).toBeInTheDocument();
      expect(within(preview).getByText(p.placeholder_content)).toBeInTheDocument();
      expect(within(preview).getByRole('img', { name: p.default_logo })).toBeInTheDocument();
    }
    expect(within(desktop()).getByText(`via ${p.placeholder_host}`)).toBeInTheDocument();

    type(/^Title/, 'Flash sale');
    type(/^Content/, 'Half price today');
    type(/^Click URL/, 'https://shop.example.com/deals?x=1');
    for (const preview of [desktop(), mobile()]) {
      expect(within(preview).getByText('Flash sale')).toBeInTheDocument();
      expect(within(preview).getByText('Half price today')).toBeInTheDocument();
    }
    expect(within(desktop()).getByText('via shop.example.com')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('sLogo-file'), { target: { files: [png()] } });
    await waitFor(() =>
      expect(within(desktop()).getByRole('img', { name: p.logo })).toHaveAttribute(
        'src',
        '/media/pushimages/logo.png',
      ),
    );
    expect(within(mobile()).queryByRole('img', { name: p.default_logo })).toBeNull();
  });

  it('sends the fields, shows the server message, empties the form and reloads the history', async () => {
    const { sendPush, getList } = await setup();
    type(/^Title/, '  Flash sale ');
    type(/^Content/, 'Half price today');
    type(/^Click URL/, 'https://shop.example.com/deals');
    fireEvent.change(screen.getByTestId('sLogo-file'), { target: { files: [png()] } });
    await screen.findByRole('img', { name: /Preview of Logo/ });
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    // It reaches every customer: it asks first, naming the audience.
    const ask = await screen.findByRole('dialog', { name: 'Send "Flash sale" to every customer?' });
    expect(sendPush).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Send to everyone' }));
    fireEvent.click(within(ask).getByRole('button', { name: 'Send to everyone' }));

    await waitFor(() =>
      expect(sendPush).toHaveBeenCalledWith({
        sTitle: 'Flash sale',
        sContent: 'Half price today',
        sURL: 'https://shop.example.com/deals',
        sLogo: 'pushimages/logo.png',
        sBanner: '',
      }),
    );
    expect(await screen.findByText('Notification sent successfully.')).toBeInTheDocument();
    expect(sendPush).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue(''));
    expect(within(desktop()).getByText(enPush.preview.placeholder_title)).toBeInTheDocument();
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
  });

  it.each([
    ['a 4xx: the server message', 400, 'The image was not found on the server; upload it again.'],
    ["a 5xx: 'Something Went Wrong!'", 500, 'Something Went Wrong!'],
  ])('shows a failed send, %s', async (_case, status, shown) => {
    const failure = new HttpError(status === 400 ? shown : 'Something went wrong on the server.', status);
    await setup({ sendPush: vi.fn(async () => Promise.reject(failure)) });
    type(/^Title/, 'Flash sale');
    type(/^Content/, 'Half price today');
    type(/^Click URL/, 'https://shop.example.com/deals');
    fireEvent.change(screen.getByTestId('sLogo-file'), { target: { files: [png()] } });
    await screen.findByRole('img', { name: /Preview of Logo/ });
    fireEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send to everyone' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    // The admin's input stays for another try.
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Flash sale');
  });

  it('lists the history: title, sender, time as DD-MM-YYYY hh:mm A', async () => {
    await setup();
    const section = await screen.findByRole('region', { name: enPush.history.heading });
    expect(await within(section).findByText('Weekend sale')).toBeInTheDocument();
    expect(within(section).getByText('Giftdesk Admin')).toBeInTheDocument();
    expect(within(section).getByText(/^30-10-2026 \d{2}:00 (AM|PM)$/)).toBeInTheDocument();
  });

  it('hides the history when the API answers 404 (the real API has no such call)', async () => {
    const getList = vi.fn(async () =>
      callExtension('pushHistory', () => Promise.reject(new HttpError('Route not found.', 404))),
    );
    await setup({ getList });
    await waitFor(() => expect(getList).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Send notification' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: enPush.history.heading })).toBeNull());
    expect(screen.queryByText('Route not found.')).toBeNull();
  });

  it('sends a sub-admin to the dashboard', async () => {
    const editor = {
      isSuperAdmin: false,
      aPermissions: permissionSetFrom({ 'Category Managements': ['View'] }),
    };
    const view = await setup({}, { authProvider: fakeAuthProvider(editor) }, false);
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    expect(view.pathname()).toBe('/admin/dashboard');
  });

  it("opens to an admin the API did not name, and leaves for good on the API's 403, with its message", async () => {
    const unnamed = { aPermissions: permissionSetFrom({ 'Category Managements': ['View'] }) };
    const refused = new HttpError('Only the super admin can do this.', 403);
    const getSignedUrl = vi.fn(async () => Promise.reject(refused));
    const authProvider = fakeAuthProvider(unnamed);
    const view = await setup({ getSignedUrl }, { authProvider });
    fireEvent.change(screen.getByTestId('sLogo-file'), { target: { files: [png()] } });
    await waitFor(() => expect(authProvider.refuse).toHaveBeenCalledWith('push'));
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    expect(view.pathname()).toBe('/admin/dashboard');
    // The API's words stay on screen after the page has gone (the notice).
    expect(screen.getByText('Only the super admin can do this.')).toBeInTheDocument();
  });
});
