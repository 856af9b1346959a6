/**
 * Scalar bundles its own copies of Zod (4.6), which compile object parsers with `new Function` after
 * probing whether eval is allowed, at the moment each schema is built. The app's CSP forbids eval
 * (mock-server/security.ts), so the probe alone would report a violation. Those copies read their
 * settings from `globalThis.__zod_globalConfig` (the app's own Zod is set through src/domain/zod.ts),
 * so jitless is set there before Scalar runs: the page imports this module statically, and Scalar's
 * script is added only when the page mounts (loadScalar.ts). Without it, the e2e spec sees the
 * violation (tests/e2e/apiDocs.spec.ts).
 */
interface ZodGlobal {
  __zod_globalConfig?: Record<string, unknown>;
}

const host = globalThis as typeof globalThis & ZodGlobal;
host.__zod_globalConfig = { ...host.__zod_globalConfig, jitless: true };

export {};
