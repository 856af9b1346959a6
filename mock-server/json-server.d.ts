/**
 * json-server 0.17.4 ships no types; the mock uses only `create()` (an express app), the latency
 * bench also json-server's own `router(db)` (tests/bench/jsonServerRef.ts) as the reference.
 */
declare module 'json-server' {
  import type { Express, RequestHandler } from 'express';

  const jsonServer: { create(): Express; router(db: object): RequestHandler };
  export default jsonServer;
}
