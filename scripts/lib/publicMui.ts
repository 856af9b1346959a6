/**
 * What the public pages (login, forgot, reset: src/auth/pages) draw of Material UI, read from their
 * imports, for the build's chunk groups (vite.config.ts): the login page downloads these components
 * and no others, and a page that starts using another one needs no change elsewhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@mui\/material'/g;
const ICON_IMPORT = /from\s*'@mui\/icons-material\/(\w+)'/g;

export function publicMuiImports(folder: string): { components: string[]; icons: string[] } {
  const components = new Set<string>(['styles']);
  const icons = new Set<string>();
  for (const name of readdirSync(folder)) {
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
    const source = readFileSync(join(folder, name), 'utf8');
    for (const [, list] of source.matchAll(NAMED_IMPORT)) {
      for (const item of list.split(',')) {
        const imported = item
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        // Components are capitalised; types and hooks come from modules the components already use.
        if (/^[A-Z]/.test(imported) && !item.trim().startsWith('type ')) components.add(imported);
      }
    }
    for (const [, icon] of source.matchAll(ICON_IMPORT)) icons.add(icon);
  }
  return { components: [...components].sort(), icons: [...icons].sort() };
}
