/** The interface texts the specs look for, from the app's own message files (one source of truth). */
import enAuth from '../../src/i18n/en/auth';
import enCommon from '../../src/i18n/en/common';
import { dashboard as enDashboard } from '../../src/dashboard/i18n/en';
import { profile as enProfile } from '../../src/profile/i18n/en';
import { dashboard as frDashboard } from '../../src/dashboard/i18n/fr';
import { profile as frProfile } from '../../src/profile/i18n/fr';
import enLayout from '../../src/i18n/en/layout';
import enServer from '../../src/i18n/en/server';
import enValidation from '../../src/i18n/en/validation';
import frAuth from '../../src/i18n/fr/auth';
import frLayout from '../../src/i18n/fr/layout';
import arAuth from '../../src/i18n/ar/auth';
import arLayout from '../../src/i18n/ar/layout';
import { dashboard as arDashboard } from '../../src/dashboard/i18n/ar';
import { profile as arProfile } from '../../src/profile/i18n/ar';
import { isolateValues } from '../../src/i18n/bidiIsolate';

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
export const AR = { auth: arAuth, dashboard: arDashboard, layout: arLayout, profile: arProfile };

/** A message with its `%{name}` placeholders filled, as polyglot does. */
export const fill = (message: string, values: Record<string, string | number>): string =>
  message.replace(/%\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));

export type Texts = Pick<typeof EN, 'auth' | 'dashboard' | 'layout' | 'profile'>;

/** A right-to-left message filled as the app fills it: each text value isolated (src/i18n/bidiIsolate.ts). */
export const fillIsolated = (message: string, values: Record<string, string | number>): string =>
  fill(message, isolateValues(values, 'rtl') as Record<string, string | number>);
