/** json-server 0.17.4 ships no types; the mock uses only `create()` (an express app). */
declare module 'json-server' {
  import type { Express } from 'express';

  const jsonServer: { create(): Express };
  export default jsonServer;
}
