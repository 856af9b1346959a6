import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { PageSpinner } from './auth/pages/PageSpinner';
import { createI18nProvider } from './i18n/i18nProvider';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The messages of the stored locale load first (French is a separate chunk): spin meanwhile.
root.render(<PageSpinner />);
void createI18nProvider().then((i18nProvider) =>
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App i18nProvider={i18nProvider} />
      </BrowserRouter>
    </StrictMode>,
  ),
);
