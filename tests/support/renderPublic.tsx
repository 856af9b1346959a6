/** Rendering of the public pages for component tests (not imported by the app). */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { ForgotPage } from '../../src/auth/pages/ForgotPage';
import { LoginPage } from '../../src/auth/pages/LoginPage';
import { PublicShell } from '../../src/auth/pages/PublicShell';
import { ResetPage } from '../../src/auth/pages/ResetPage';

export const ADMIN_STUB_TEXT = 'Admin dashboard stub';

export async function renderPublic(path: string, { onSignInIntent }: { onSignInIntent?: () => void } = {}) {
  const i18nProvider = await createI18nProvider();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<PublicShell i18nProvider={i18nProvider} onSignInIntent={onSignInIntent} />}>
          <Route path="/auth/login" element={<LoginPage />} />
          <Route path="/auth/forgot" element={<ForgotPage />} />
          <Route path="/auth/reset/:token" element={<ResetPage />} />
        </Route>
        <Route path="/admin/dashboard" element={<p>{ADMIN_STUB_TEXT}</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
