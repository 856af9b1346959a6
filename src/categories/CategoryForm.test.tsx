import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, Notification, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withRichTextFields } from '../api/richTextFields';
import { parseRaw } from '../domain/richText';
import { SUPER_ADMIN, fakeAuthProvider, fakeDataProvider } from '../../tests/support/renderAdmin';
import { EDITOR_LIKE } from '../../tests/support/categorySubjects';
import { advanceUntil } from '../../tests/support/fakeClock';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { LOCALES } from '../i18n/locales';
import { CategoryCreate } from './CategoryCreate';
import { CategoryEdit } from './CategoryEdit';
import { REDIRECT_MS } from '../domain/timing';
import { catalogue as enCatalogue, categoryResource } from './i18n/en';
import { catalogue as frCatalogue } from './i18n/fr';

type Locale = 'en-US' | 'fr-FR';

function renderAt(
  path: string,
  options: {
    locale?: Locale;
    dataProvider?: ReturnType<typeof fakeDataProvider>;
    subject?: typeof SUPER_ADMIN;
  } = {},
) {
  const locale = options.locale ?? 'en-US';
  let pathname = '';
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (pathname = l.pathname)}>
      <AdminContext
        basename="/admin"
        authProvider={fakeAuthProvider(options.subject ?? SUPER_ADMIN)}
        dataProvider={withRichTextFields(options.dataProvider ?? fakeDataProvider({}))}
        i18nProvider={polyglotI18nProvider((l) => (l === 'fr-FR' ? fr : en), locale, [...LOCALES])}
        store={memoryStore()}
      >
        <Routes>
          <Route path="/admin/add/category" element={<CategoryCreate />} />
          <Route path="/admin/category/:id/edit" element={<CategoryEdit />} />
          <Route path="/admin/category" element={<p>the list</p>} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { pathname: () => pathname };
}

const MESSAGES: Record<Locale, string[]> = {
  'en-US': [
    'Card Title is required',
    'Logo Image is required',
    'Banner Image is required',
    'Category is required',
    'Short Description is required',
    'Description is required',
    'How to Redeem is required',
  ],
  'fr-FR': [
    'Le titre de la carte est obligatoire',
    'Le logo est obligatoire',
    'La bannière est obligatoire',
    'La catégorie est obligatoire',
    'La description courte est obligatoire',
    'La description est obligatoire',
    "Le mode d'utilisation est obligatoire",
  ],
};

afterEach(() => vi.useRealTimers());

describe('the category form', () => {
  it.each(['en-US', 'fr-FR'] as const)('shows every required message of section 5 (%s)', async (locale) => {
    renderAt('/admin/add/category', { locale });
    const texts = locale === 'en-US' ? enCatalogue.form : frCatalogue.form;
    expect(await screen.findByRole('heading', { name: texts.create })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: texts.submit }));
    for (const message of MESSAGES[locale]) {
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
  });

  it('tells a screen reader which fields are required, not only the asterisk (aria-hidden)', async () => {
    renderAt('/admin/add/category');
    const { fields } = categoryResource.category;
    const required = [
      await screen.findByRole('textbox', { name: fields.sTitle }),
      screen.getByRole('combobox', { name: fields.sCategory }),
      ...[fields.sShortDesc, fields.sDescription, fields.sRedeem].map((name) =>
        screen.getByRole('textbox', { name }),
      ),
    ];
    for (const field of required) expect(field).toBeRequired();
    expect(screen.getByRole('textbox', { name: fields.sVideo })).not.toBeRequired();
    expect(screen.getByRole('spinbutton', { name: fields.nExchangeFees })).not.toBeRequired();
  });

  it.each(['en-US', 'fr-FR'] as const)(
    'refuses a title of spaces and a bad video link (%s)',
    async (locale) => {
      renderAt('/admin/add/category', { locale });
      const c = locale === 'en-US' ? enCatalogue : frCatalogue;
      const title = await screen.findByLabelText(new RegExp(locale === 'en-US' ? '^Title' : '^Titre'));
      fireEvent.change(title, { target: { value: '   ' } });
      fireEvent.change(screen.getByLabelText(new RegExp(locale === 'en-US' ? '^Video' : '^Vidéo')), {
        target: { value: 'javascript:alert(1)' },
      });
      fireEvent.change(screen.getByLabelText(new RegExp(locale === 'en-US' ? '^Exchange fee' : '^Frais')), {
        target: { value: '150' },
      });
      fireEvent.click(screen.getByRole('button', { name: c.form.submit }));
      expect((await screen.findAllByText(c.validation.title_required)).length).toBeGreaterThan(0);
      expect(await screen.findByText(c.validation.video_invalid)).toBeInTheDocument();
      expect(await screen.findByText(c.validation.exchange_fees_range)).toBeInTheDocument();
    },
  );

  it('edits with HTML, saves Draft raw, then returns to the list after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stored = JSON.stringify({
      blocks: [
        {
          key: 'a',
          text: 'Old short',
          type: 'unstyled',
          depth: 0,
          inlineStyleRanges: [{ offset: 0, length: 3, style: 'BOLD' }],
          entityRanges: [],
          data: {},
        },
      ],
      entityMap: {},
    });
    const record = {
      _id: 'c1',
      id: 'c1',
      sTitle: 'Old',
      sCategory: 'Gaming',
      sLogo: 'categoryimages/a.png',
      sBanner: 'categoryimages/b.png',
      sVideo: '',
      nExchangeFees: 30,
      sShortDesc: stored,
      sDescription: '<p>Older <em>HTML</em> record</p>',
      sRedeem: '<ol><li>Step</li></ol>',
      eStatus: 'Active',
    };
    const update = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
      data: { ...record, ...params.data },
    }));
    const dataProvider = fakeDataProvider({ getOne: async () => ({ data: record }), update });
    const view = renderAt('/admin/category/c1/edit', { dataProvider });
    expect(await screen.findByRole('heading', { name: 'Edit Gift Card' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[role="textbox"] strong')?.textContent).toBe('Old'));
    expect(screen.getByRole('img', { name: /Preview of Logo/ })).toHaveAttribute(
      'src',
      '/media/categoryimages/a.png',
    );
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'New title' } });
    const saved = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const sent = update.mock.calls[0][1].data;
    expect(sent.sTitle).toBe('New title');
    for (const field of ['sShortDesc', 'sDescription', 'sRedeem']) {
      expect(parseRaw(String(sent[field])), field).toBeDefined();
    }
    expect(parseRaw(String(sent.sShortDesc))?.blocks[0].inlineStyleRanges).toEqual([
      { offset: 0, length: 3, style: 'BOLD' },
    ]);
    expect(await screen.findByText('Category updated successfully.')).toBeInTheDocument();
    // Not at once: the notice shows on the form, which leaves 1.5 s later.
    expect(view.pathname()).toBe('/admin/category/c1/edit');
    const movedAt = await advanceUntil(() => view.pathname() === '/admin/category');
    expect(movedAt - saved).toBeGreaterThanOrEqual(REDIRECT_MS.categorySaved);
  });

  it('sends a user without Add back to the list', async () => {
    const view = renderAt('/admin/add/category', { subject: EDITOR_LIKE.viewOnly });
    await waitFor(() => expect(view.pathname()).toBe('/admin/category'));
  });
});
