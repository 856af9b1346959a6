import { Badge, Box } from '@mui/material';
import { useId } from 'react';
import { Menu, useBasename, useSidebarState, useTranslate } from 'react-admin';
import { MENU_LABEL_CLASS, menuLabelSx } from './menuLabel';
import type { MenuLink } from './menuItems';
import { adminPath } from '../paths';
import { QueueBadge, queueAt, useQueueCounts, type Queue } from '../queues';

/** A link whose list is a work queue: its count beside the name, a dot on the icon when folded. */
const QueueLinkItem = ({ link, queue, to }: { link: MenuLink; queue: Queue; to: string }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const count = useQueueCounts([queue])[queue.key];
  const countId = useId();
  const Icon = link.icon;
  return (
    <Menu.Item
      to={to}
      aria-describedby={count ? countId : undefined}
      primaryText={link.label}
      leftIcon={
        <Badge variant="dot" color="warning" invisible={sidebarOpen || !count}>
          <Icon />
        </Badge>
      }
    >
      <Box component="span" sx={{ display: 'flex', alignItems: 'center' }}>
        <Box component="span" className={MENU_LABEL_CLASS} sx={menuLabelSx(sidebarOpen)}>
          {translate(link.label, { _: link.label })}
        </Box>
        <QueueBadge count={count} queue={queue.key} id={countId} />
      </Box>
    </Menu.Item>
  );
};

const PlainLinkItem = ({ link, to }: { link: MenuLink; to: string }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const Icon = link.icon;
  return (
    <Menu.Item to={to} primaryText={link.label} leftIcon={<Icon />}>
      <Box component="span" className={MENU_LABEL_CLASS} sx={menuLabelSx(sidebarOpen)}>
        {translate(link.label, { _: link.label })}
      </Box>
    </Menu.Item>
  );
};

export const MenuLinkItem = ({ link }: { link: MenuLink }) => {
  const basename = useBasename();
  const to = adminPath(basename, link.path);
  const queue = queueAt(link.path);
  if (queue) return <QueueLinkItem link={link} queue={queue} to={to} />;
  return <PlainLinkItem link={link} to={to} />;
};
