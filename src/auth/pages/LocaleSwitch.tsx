import { useTranslate } from 'ra-core';
import { LOCALES } from '../../i18n/locales';
import { usePublicLocale } from './PublicI18n';
import { usePublicNotify } from './PublicNotifier';

/**
 * The interface's languages on the public pages, one pressed; the i18nProvider keeps the choice. A
 * language whose messages do not download stays unpressed, and the page says so.
 */
export function LocaleSwitch() {
  const translate = useTranslate();
  const { locale, setLocale } = usePublicLocale();
  const notify = usePublicNotify();
  return (
    <div role="group" className="gd-toggle-group" aria-label={translate('gd.common.language')}>
      {LOCALES.map(({ locale: value, name }) => (
        <button
          key={value}
          type="button"
          lang={value}
          className="gd-toggle"
          aria-pressed={value === locale}
          onClick={() => setLocale(value).catch(() => notify('ra.notification.i18n_error', 'error'))}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
