/** jsdom 29 ships no types (and @types/jsdom is not installed); the codec needs only a window. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: Record<string, unknown>);
    readonly window: Window & typeof globalThis;
  }
}
