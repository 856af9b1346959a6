import { useEffect, useRef } from 'react';
import type { FailureTexts } from './i18n/loadFailure';
import type { Locale } from './i18n/locales';
import { showLoadFailure } from './loadFailure';

/**
 * The start-up's failure page (src/loadFailure.ts, plain DOM) where React is running: the router's
 * error element and the API reference, whose viewer is a download of its own.
 */
export function LoadFailurePage({ texts }: { texts?: Record<Locale, FailureTexts> }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) showLoadFailure(box.current, texts ? { texts } : {});
  }, [texts]);
  return <div ref={box} />;
}
