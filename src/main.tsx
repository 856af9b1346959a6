import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { loadRuntimeConfig } from './config';
import { PageSpinner } from './auth/pages/PageSpinner';
import { guardRestoredPages } from './auth/restoredPageGuard';
import { createI18nProvider } from './i18n/i18nProvider';

guardRestoredPages();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The messages of the stored locale (French is a separate chunk) and config.json (where the API is)
// load together, neither waiting for the other: spin meanwhile.
root.render(<PageSpinner />);
void Promise.all([createI18nProvider(), loadRuntimeConfig()]).then(([i18nProvider]) => {
  // A data router, with the app's own <Routes> under one catch-all route: react-admin's
  // warnWhenUnsavedChanges blocks a navigation that would lose a form's input, and blocking needs it.
  const router = createBrowserRouter([{ path: '*', element: <App i18nProvider={i18nProvider} /> }]);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
