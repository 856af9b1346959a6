import { useEffect, useRef } from 'react';
import { useRouteError } from 'react-router-dom';
import { isModuleLoadError } from './common/moduleLoader';
import { PAGE_CRASH } from './i18n/pageCrash';
import { showLoadFailure } from './loadFailure';

/**
 * The router's error page, for an error outside the admin's pages (whose layout has its own): a
 * screen whose code did not download (the API reference, a public page) or any other error. Plain
 * DOM, as at start-up: the i18n context may be below what failed.
 */
export function RootError() {
  const error = useRouteError();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) showLoadFailure(box.current, isModuleLoadError(error) ? {} : { texts: PAGE_CRASH });
  }, [error]);
  return <div ref={box} />;
}
