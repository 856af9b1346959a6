import { useRouteError } from 'react-router-dom';
import { isModuleLoadError } from './common/moduleLoader';
import { PAGE_CRASH } from './i18n/pageCrash';
import { LoadFailurePage } from './LoadFailurePage';

/**
 * The router's error page, for an error outside the admin's pages (whose layout has its own): a
 * screen whose code did not download (the API reference, a public page) or any other error. Plain
 * DOM, as at start-up: the i18n context may be below what failed.
 */
export function RootError() {
  const error = useRouteError();
  return <LoadFailurePage texts={isModuleLoadError(error) ? undefined : PAGE_CRASH} />;
}
