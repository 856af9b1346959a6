import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, whatever the current directory. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
