/**
 * The storage's former entry point, for callers outside mock-server/ that still import it (the
 * crash-safety suite and the latency bench). The mock itself uses storage/index.ts only
 * (mock-server/README.md "Storage"); new code should too.
 */
import { openStorage, readStoredData, resetStorage } from './storage';

export const Store = { open: openStorage, reset: resetStorage } as const;
export const readDataFile = readStoredData;
