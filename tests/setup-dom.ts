import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetExtensions } from '../src/api/extensions';
import { removeEmotionStyles } from './support/emotionStyles';

// Forms validate and re-render through several async steps; on a loaded 2-core CI machine that takes
// longer than Testing Library's 1 s default for findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Files share one document per worker (isolate: false): what a test left in it goes, portals too.
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  // What a test's fake API lacked is not known to the next test.
  resetExtensions();
});

// Per file, not per test: a test's own renders share their rules, and adding them again for every
// test cost more than it saved (93 s against 72 s for the components project).
afterAll(removeEmotionStyles);
