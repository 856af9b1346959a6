import { afterEach, describe, expect, it, vi } from 'vitest';
import en from './en';
import fr from './fr';
import ar from './ar';
import { publicMessages as enPublic } from './en/public';
import { publicMessages as frPublic } from './fr/public';
import { publicMessages as arPublic } from './ar/public';
import { LOCALE_STORAGE_KEY } from './locales';

/** The provider's module as a new page load finds it: public parts only, no provider yet. */
async function freshPage() {
  vi.resetModules();
  return import('./i18nProvider');
}

/** A key only the admin's part of a catalogue has. */
const ADMIN_KEY = 'gd.layout.menu.dashboard';

afterEach(() => {
  localStorage.removeItem(LOCALE_STORAGE_KEY);
  vi.restoreAllMocks();
});

describe('the i18n provider', () => {
  it('keeps a chosen locale at once, before its messages have arrived, so a reload keeps it', async () => {
    const { createI18nProvider } = await freshPage();
    const provider = await createI18nProvider();
    expect(provider.getLocale()).toBe('en-US');

    const switching = provider.changeLocale('fr-FR');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr-FR');
    await switching;

    expect(provider.getLocale()).toBe('fr-FR');
    expect(provider.translate('ra.action.save')).toBe('Enregistrer');
    expect((await createI18nProvider()).getLocale()).toBe('fr-FR');
  });

  it.each([
    ['en-US', en],
    ['fr-FR', fr],
    ['ar', ar],
  ] as const)(
    'gives the login page only the public part of %s, and the whole once the admin asks for it',
    async (locale, whole) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
      const { createI18nProvider, completeCatalogue } = await freshPage();
      const provider = await createI18nProvider();
      expect(provider.translate('gd.auth.login.submit')).not.toBe('gd.auth.login.submit');
      expect(provider.translate(ADMIN_KEY)).toBe(ADMIN_KEY);

      await completeCatalogue();

      expect(provider.getLocale()).toBe(locale);
      expect(provider.translate(ADMIN_KEY)).toBe(whole.gd.layout.menu.dashboard);
    },
  );

  it('reads the whole catalogue when the admin asks while the provider is still being made', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr-FR');
    const { createI18nProvider, completeCatalogue } = await freshPage();
    const making = createI18nProvider();
    const completing = completeCatalogue();
    const provider = await making;
    await completing;

    expect(provider.translate(ADMIN_KEY)).toBe(fr.gd.layout.menu.dashboard);
  });

  it('re-reads the locale a switch has chosen, not the one its messages are still coming for', async () => {
    const { createI18nProvider, completeCatalogue } = await freshPage();
    const provider = await createI18nProvider();
    const switching = provider.changeLocale('ar');
    await completeCatalogue();
    await switching;

    expect(provider.getLocale()).toBe('ar');
    expect(provider.translate(ADMIN_KEY)).toBe(ar.gd.layout.menu.dashboard);
  });

  it.each([
    ['en-US', enPublic, en],
    ['fr-FR', frPublic, fr],
    ['ar', arPublic, ar],
  ] as const)('says on the login page in %s what the whole catalogue says', (_, part, whole) => {
    expect(whole).toMatchObject(part);
  });
  it.each([
    ['ar', 'Loyalty Point (%)', 'تعديل \u2068Loyalty Point (%)\u2069'],
    ['ar', 'الأسئلة (%)', 'تعديل \u2068الأسئلة (%)\u2069'],
    ['en-US', 'Loyalty Point (%)', 'Edit Loyalty Point (%)'],
    ['en-US', 'الأسئلة (%)', 'Edit \u2068الأسئلة (%)\u2069'],
    ['fr-FR', 'שאלות (%)', 'Modifier \u2068שאלות (%)\u2069'],
  ] as const)(
    'isolates a text put into a message of the other direction, so it reads in its own (%s, %s)',
    async (locale, title, edit) => {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
      const { createI18nProvider, completeCatalogue } = await freshPage();
      const provider = await createI18nProvider();
      await completeCatalogue();
      expect(provider.translate('gd.settings.edit.title', { title })).toBe(edit);
      // A number, and polyglot's default text, are as given.
      expect(provider.translate('gd.no.such.key', { _: 'Seen %{smart_count}', smart_count: 3 })).toBe(
        'Seen 3',
      );
    },
  );
});
