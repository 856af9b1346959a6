/**
 * Scalar bundles its own copies of Zod (4.6), which compile object parsers with `new Function` after
 * probing whether eval is allowed, at the moment each schema is built. The app's CSP forbids eval
 * (mock-server/security.ts), so the probe alone would report a violation. Those copies read their
 * settings from `globalThis.__zod_globalConfig` (the app's own Zod is set through src/domain/zod.ts),
 * so jitless is set there before Scalar's modules run: the page imports this module statically and
 * Scalar only later, through a dynamic import (ApiDocsPage.tsx).
 */
interface ZodGlobal {
  __zod_globalConfig?: Record<string, unknown>;
}

const host = globalThis as typeof globalThis & ZodGlobal;
host.__zod_globalConfig = { ...host.__zod_globalConfig, jitless: true };

export {};
