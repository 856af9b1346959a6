/**
 * The sidebar: each feature module's entries, in the module list's order (src/features.ts).
 * Visibility, the no-permission page's served paths and the rendering all follow from this table.
 */
import type { MenuEntry } from '../common/feature';
import { FEATURES } from '../features';

export { isMenuGroup, type MenuEntry, type MenuGroup, type MenuLink } from '../common/feature';

export const MENU: readonly MenuEntry[] = FEATURES.flatMap((feature) => feature.menu);
