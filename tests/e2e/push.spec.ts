/**
 * Push notifications: the super admin sends a push with an uploaded logo and finds it in
 * the outbox and the history; empty fields are refused; the previews follow the typing; a sub-admin
 * sees no menu item, is sent away from /admin/push and gets 403 from the API; French once. Against the
 * spec-only backend (no history call, no role field): no history section, and a sub-admin is offered
 * push until the API's 403, which explains itself and hides it.
 */
import { ADMIN, EDITOR } from './accounts';
import { apiGet, apiLogin, browserToken } from './api';
import { expect, isolatedTest, test } from './fixtures';
import { AdminShell } from './pages/AdminShell';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { LOGO_FILE, PUSH, PUSH_FR, PUSH_FR_FIELDS, PushPage } from './pages/PushPage';
import { EN } from './texts';
import type { PushOutboxItem } from '../../src/domain/push';

isolatedTest(
  'the super admin sends a push, then finds it in the outbox and the history',
  async ({ page, request, mockProfile }) => {
    test.setTimeout(90_000);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(ADMIN);
    await new DashboardPage(page).figure('users').waitFor();
    await new AdminShell(page).menuItem(EN.layout.menu.push).click();
    const push = new PushPage(page);
    await push.expectShown();

    // Every required field, empty.
    await push.submit.click();
    for (const message of [
      PUSH.validation.title_required,
      PUSH.validation.content_required,
      PUSH.validation.url_required,
      PUSH.validation.logo_required,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    // The previews start from placeholders and follow the typing.
    for (const preview of [push.desktop, push.mobile]) {
      await expect(preview).toContainText(PUSH.preview.placeholder_title);
      await expect(preview.getByRole('img', { name: PUSH.preview.default_logo })).toBeVisible();
    }
    await push.field('title').fill('E2E flash sale');
    await push.field('content').fill('Half price on every card, today only.');
    await push.field('url').fill('javascript:alert(1)');
    await push.submit.click();
    await expect(page.getByText(PUSH.validation.url_invalid)).toBeVisible();
    await push.field('url').fill('https://shop.giftdesk.example/sale');
    for (const preview of [push.desktop, push.mobile]) {
      await expect(preview).toContainText('E2E flash sale');
      await expect(preview).toContainText('Half price on every card, today only.');
    }
    await expect(push.desktop).toContainText('shop.giftdesk.example');
    await push.uploadLogo();
    await expect(push.mobile.getByRole('img', { name: PUSH.preview.logo })).toBeVisible();

    // A double click on Send, then on the confirmation (it names the audience): one send.
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/push/send')) sends.push(request.url());
    });
    await push.submit.dblclick();
    const ask = page.getByRole('dialog', {
      name: PUSH.form.confirm_title.replace('%{title}', 'E2E flash sale'),
    });
    await expect(ask).toContainText(PUSH.form.confirm_content);
    await ask.getByRole('button', { name: PUSH.form.confirm }).dblclick();
    await expect(page.getByText(EN.server.push_sent)).toBeVisible();
    expect(sends).toHaveLength(1);
    await expect(push.field('title')).toHaveValue('');
    if (mockProfile === 'spec') {
      // The history is an extension (POST /push/list): absent, the section is not there at all.
      await expect(push.history).toHaveCount(0);
    } else {
      const row = push.history.getByRole('row').filter({ hasText: 'E2E flash sale' });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('admin@example.com');
      await expect(row).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)/);
    }

    const token = await apiLogin(request, ADMIN);
    const { status, body } = await apiGet<PushOutboxItem[]>(request, '/dev/outbox', token);
    expect(status).toBe(200);
    const sent = (body.data ?? []).find((item) => item.type === 'push' && item.subject === 'E2E flash sale');
    expect(sent).toMatchObject({
      text: 'Half price on every card, today only.',
      link: 'https://shop.giftdesk.example/sale',
      sSenderEmail: ADMIN.email,
    });
    // A media path, or the absolute URL a spec backend's signed URL names (sPath as given).
    expect(sent?.sLogo).toMatch(/^(https?:\/\/[^/]+\/media\/)?pushimages\/[0-9a-f]+\.png$/);
  },
);

test('a sub-admin has no push: no menu item, sent away from /admin/push, 403 from the API', async ({
  page,
  request,
  mockProfile,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(EDITOR);
  await expect(page).toHaveURL(/\/admin\/category$/);
  const shell = new AdminShell(page);
  await expect(shell.menuItem(EN.layout.menu.categories)).toBeVisible();
  if (mockProfile === 'spec') {
    // No role field: push is offered (no module governs it) until the API refuses it.
    await shell.menuItem(EN.layout.menu.push).click();
    const push = new PushPage(page);
    await push.expectShown();
    // The logo upload is the first push call: its 403 is shown as the API words it, and push goes.
    await page.getByTestId('sLogo-file').setInputFiles(LOGO_FILE);
    // Under the field and in the notice: the notice stays when push leaves the screen.
    await expect(page.getByText(EN.server.forbidden).first()).toBeVisible();
  }
  await expect(shell.menuItem(EN.layout.menu.push)).toHaveCount(0);

  await page.goto('/admin/push');
  // Sent to the dashboard, which sends the editor (no Dashboard right) on to its first module.
  await expect(page).toHaveURL(/\/admin\/category$/);
  await expect(page.getByRole('heading', { name: PUSH.title })).toHaveCount(0);

  const token = (await browserToken(page)) ?? '';
  const response = await request.post('/api/v1/push/send', {
    headers: { Authorization: token },
    data: {
      sTitle: 'x',
      sContent: 'x',
      sURL: 'https://example.com',
      sLogo: 'pushimages/a.png',
      sBanner: '',
    },
  });
  expect(response.status()).toBe(403);
  expect((await response.json()).message).toBe(EN.server.super_admin_only);
});

test('the push page in French', async ({ page, mockProfile }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN);
  await new DashboardPage(page).figure('users').waitFor();
  await new AdminShell(page).chooseLanguage('Français');
  const push = new PushPage(page, PUSH_FR);
  await push.goto();
  await expect(push.desktop).toContainText(PUSH_FR.preview.placeholder_title);
  await push.submit.click();
  for (const message of [
    PUSH_FR.validation.title_required,
    PUSH_FR.validation.content_required,
    PUSH_FR.validation.url_required,
    PUSH_FR.validation.logo_required,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  if (mockProfile === 'spec') await expect(push.history).toHaveCount(0);
  else {
    await expect(push.history.getByText('Welcome to Giftdesk')).toBeVisible();
    await expect(push.history).toContainText(PUSH_FR_FIELDS.sSenderName);
  }
});
