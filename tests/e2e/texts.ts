/** The interface texts the specs look for, from the app's own message files (one source of truth). */
import enAuth from '../../src/i18n/en/auth';
import enCommon from '../../src/i18n/en/common';
import enDashboard from '../../src/i18n/en/dashboard';
import enLayout from '../../src/i18n/en/layout';
import enProfile from '../../src/i18n/en/profile';
import enServer from '../../src/i18n/en/server';
import enValidation from '../../src/i18n/en/validation';
import frAuth from '../../src/i18n/fr/auth';
import frDashboard from '../../src/i18n/fr/dashboard';
import frLayout from '../../src/i18n/fr/layout';
import frProfile from '../../src/i18n/fr/profile';

export const EN = {
  auth: enAuth,
  common: enCommon,
  dashboard: enDashboard,
  layout: enLayout,
  profile: enProfile,
  server: enServer,
  validation: enValidation,
};

export const FR = { auth: frAuth, dashboard: frDashboard, layout: frLayout, profile: frProfile };

export type Texts = Pick<typeof EN, 'auth' | 'dashboard' | 'layout' | 'profile'>;
