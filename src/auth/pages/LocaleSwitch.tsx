import { useTranslate } from 'ra-core';
import { LOCALES } from '../../i18n/locales';
import { usePublicLocale } from './PublicI18n';

/** The interface's languages on the public pages, one pressed; the i18nProvider keeps the choice. */
export function LocaleSwitch() {
  const translate = useTranslate();
  const { locale, setLocale } = usePublicLocale();
  return (
    <div role="group" className="gd-toggle-group" aria-label={translate('gd.common.language')}>
      {LOCALES.map(({ locale: value, name }) => (
        <button
          key={value}
          type="button"
          lang={value}
          className="gd-toggle"
          aria-pressed={value === locale}
          onClick={() => void setLocale(value)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
