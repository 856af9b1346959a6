import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetExtensions } from '../src/api/extensions';

// Forms validate and re-render through several async steps; on a loaded 2-core CI machine that takes
// longer than Testing Library's 1 s default for findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // What a test's fake API lacked is not known to the next test.
  resetExtensions();
});
