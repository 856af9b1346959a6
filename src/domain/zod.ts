/**
 * The app's one door to Zod. Zod 4 compiles its object parsers with `new Function`, after probing
 * whether eval is allowed; the app's Content-Security-Policy forbids eval (script-src 'self',
 * mock-server/security.ts), so the probe alone reported a CSP violation on every page that built a
 * schema (Lighthouse's "issues" audit). Jitless, Zod interprets the schemas: same results, and the
 * forms' schemas are small. Configured here rather than in main.tsx because the bundler may group a
 * schema module into a chunk that runs before the entry's own body; a module always runs after the
 * modules it imports, so every schema built through this one sees the setting.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
