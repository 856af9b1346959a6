/**
 * The Material icons a set of modules import (`@mui/icons-material/<Name>`: the app's, or
 * react-admin's), for the build's chunk groups (vite.config.ts): the admin's first screen downloads
 * the icons it draws, and the views' own icons come with the views.
 */
import { readFileSync } from 'node:fs';

const ICON_IMPORT = /from\s*['"]@mui\/icons-material\/(\w+)['"]/g;

export function importedIcons(files: Iterable<string>): string[] {
  const icons = new Set<string>();
  for (const file of files) {
    for (const [, icon] of readFileSync(file, 'utf8').matchAll(ICON_IMPORT)) icons.add(icon);
  }
  return [...icons].sort();
}
