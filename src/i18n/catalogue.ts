/**
 * A locale's catalogue: react-admin's messages and the shared areas (validation, server, auth, layout,
 * common, comfort), plus each feature's part from its own folder (`src/<feature>/i18n/<lang>.ts`).
 * Each part adds its `gd` areas and its `resources` names; two parts naming the same one is an error.
 */
import { mergeDisjoint } from '../domain/mergeDisjoint';

export interface Messages {
  [key: string]: string | Messages;
}

/** What a feature's message file exports by default. */
export interface FeatureMessages {
  gd: Record<string, Messages>;
  resources?: Record<string, Messages>;
}

export interface Catalogue {
  gd: Record<string, Messages>;
  resources: Record<string, Messages>;
}

export function composeCatalogue<Base extends { gd: object }>(
  base: Base,
  parts: readonly FeatureMessages[],
): Base & Catalogue & Messages {
  const gd = mergeDisjoint([base.gd as Record<string, Messages>, ...parts.map((part) => part.gd)], 'gd');
  const resources = mergeDisjoint(
    parts.map((part) => part.resources ?? {}),
    'resources',
  );
  return { ...base, gd, resources } as Base & Catalogue & Messages;
}
