import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LOCALES, isLocale } from '../../i18n/locales';
import { usePublicLocale } from './PublicI18n';

/** en-US / fr-FR on the public pages; the i18nProvider keeps the choice in local storage. */
export function LocaleSwitch() {
  const translate = useTranslate();
  const { locale, setLocale } = usePublicLocale();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={locale}
      aria-label={translate('gd.common.language')}
      onChange={(_event, value: unknown) => {
        if (isLocale(value)) void setLocale(value);
      }}
      sx={{ bgcolor: 'background.paper' }}
    >
      {LOCALES.map(({ locale: value, name }) => (
        <ToggleButton key={value} value={value} lang={value} sx={{ px: 1.5 }}>
          {name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
