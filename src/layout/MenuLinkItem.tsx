import { Menu, useBasename } from 'react-admin';
import type { MenuLink } from './menuItems';
import { adminPath } from '../paths';

export const MenuLinkItem = ({ link }: { link: MenuLink }) => {
  const basename = useBasename();
  const Icon = link.icon;
  return <Menu.Item to={adminPath(basename, link.path)} primaryText={link.label} leftIcon={<Icon />} />;
};
