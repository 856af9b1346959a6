export { Layout } from './Layout';
export { Menu } from './Menu';
export { AppBar } from './AppBar';
export { NoPermission } from './NoPermission';
export { MENU, type MenuEntry, type MenuGroup, type MenuLink } from './menuItems';
export { servedModulePaths, visibleMenu } from './menuAccess';
export { SIDEBAR_COLOR_STORE_KEY } from './sidebarColors';
export { PERSISTENT_STORE_KEYS, withPersistentKeys } from './persistentStore';
export { isUserPreference, withUserPreferences } from './userPreferences';
