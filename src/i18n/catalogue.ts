/**
 * A locale's catalogue: react-admin's messages and the shared areas (validation, server, auth, layout,
 * common, comfort), plus each feature's part from its own folder (`src/<feature>/i18n/<lang>.ts`).
 * Each part adds its `gd` areas and its `resources` names; two parts naming the same one is an error.
 */
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

function addOnce(into: Record<string, Messages>, from: Record<string, Messages>, where: string) {
  for (const [key, value] of Object.entries(from)) {
    if (Object.hasOwn(into, key)) throw new Error(`Two message files define ${where}.${key}`);
    into[key] = value;
  }
}

export function composeCatalogue<Base extends { gd: object }>(
  base: Base,
  parts: Iterable<FeatureMessages>,
): Base & Catalogue & Messages {
  const gd: Record<string, Messages> = { ...(base.gd as Record<string, Messages>) };
  const resources: Record<string, Messages> = {};
  for (const part of parts) {
    addOnce(gd, part.gd, 'gd');
    addOnce(resources, part.resources ?? {}, 'resources');
  }
  return { ...base, gd, resources } as Base & Catalogue & Messages;
}
