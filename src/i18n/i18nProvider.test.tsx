import { afterEach, describe, expect, it } from 'vitest';
import en from './en';
import { completeEnglish, createI18nProvider } from './i18nProvider';
import { LOCALE_STORAGE_KEY } from './locales';

afterEach(() => localStorage.removeItem(LOCALE_STORAGE_KEY));

describe('the i18n provider', () => {
  it('keeps a chosen locale at once, before its messages have arrived, so a reload keeps it', async () => {
    const provider = await createI18nProvider();
    expect(provider.getLocale()).toBe('en-US');

    const switching = provider.changeLocale('fr-FR');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr-FR');
    await switching;

    expect(provider.getLocale()).toBe('fr-FR');
    expect(provider.translate('ra.action.save')).toBe('Enregistrer');
    expect((await createI18nProvider()).getLocale()).toBe('fr-FR');
  });

  it("re-reads English when the admin's catalogue arrives, so a provider made on the login page knows the admin's texts", async () => {
    const provider = await createI18nProvider();
    // A catalogue no test has handed over yet: the provider must take this very one.
    const whole = { ...en, gd: { ...en.gd, probe: { text: 'Probe' } } };

    await completeEnglish(whole);

    expect(provider.translate('gd.probe.text')).toBe('Probe');
    expect(provider.translate('gd.layout.menu.dashboard')).toBe(en.gd.layout.menu.dashboard);
    await completeEnglish(en);
  });
});
