/**
 * The shape of a feature module: one folder of src/ that describes itself (docs/architecture.md,
 * "How to add a resource"). The shell composes the admin's routes, the sidebar and the page list
 * from src/features.ts, the list of these modules; nothing else names a feature.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Store } from 'react-admin';
import type { GiftdeskDataProvider } from '../api/dataProvider';
import type { ResourceTable } from '../api/endpoints';
import type { ExtensionName } from '../api/extensions';
import type { AccessSubject, PermissionResource } from '../domain/permissions';

/**
 * What a page's data may be fetched with before its first render (src/admin/AdminApp.tsx,
 * common/fetchedAhead.ts).
 */
export interface FirstScreenContext {
  queryClient: QueryClient;
  dataProvider: GiftdeskDataProvider;
  /** The user's rights, as the session's verify answered them: fetch only what they allow. */
  subject: AccessSubject;
  /** react-admin's store, where a list keeps the sort, page and filters chosen last time. */
  store: Store;
  /** The page's query string ('' for none). */
  search: string;
}

export interface MenuLink {
  /** Path under the admin basename: 'dashboard' is served at /admin/dashboard. */
  path: string;
  /** i18n key of the name shown in the sidebar. */
  label: string;
  icon: SvgIconComponent;
  /** The resource whose permission group must grant at least one operation (RESOURCE_MODULES key). */
  resource: PermissionResource;
  /** A screen that exists only where the API has this extension: hidden once it is known absent. */
  extension?: ExtensionName;
}

export interface MenuGroup {
  label: string;
  icon: SvgIconComponent;
  children: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;

/** A path of the spec's that names a react-admin route another way (e.g. /admin/add/card). */
export interface SpecPathAlias {
  /** Under the admin basename, with react-router parameters (`card/:id`). */
  path: string;
  resource: string;
  type: 'create' | 'show' | 'edit';
}

export interface FeatureModule {
  /** The folder's name, for messages and errors. */
  name: string;
  /**
   * The API calls of its react-admin resources, in their own file (`endpoints.ts`): pure data, which
   * the contract checker and the API tests read without React.
   */
  endpoints?: ResourceTable;
  /** The permission groups (RESOURCE_MODULES keys) its screens are guarded by. */
  resources: readonly PermissionResource[];
  /** Every page it serves, by name, as a path under the admin basename (parameters included). */
  pages: Readonly<Record<string, string>>;
  /** Its sidebar entries, in the order they show; the sidebar follows the module list's order. */
  menu: readonly MenuEntry[];
  /** Its <Resource> and <CustomRoutes> elements (a fragment), as <Admin> children. */
  routes: ReactElement;
  /**
   * The data of its main pages by path (react-router patterns under the admin basename, as its
   * `pageModules.ts`, src/pageModules.ts), sent as soon as a cold load of one
   * of them knows the user's rights, into the queries the page then reads, instead of after the
   * admin's first render.
   */
  prefetch?: Readonly<Record<string, (context: FirstScreenContext) => void>>;
  /** The spec's other spellings of its react-admin routes: one strategy, src/common/SpecPathAliases.tsx. */
  aliases?: readonly SpecPathAlias[];
}
