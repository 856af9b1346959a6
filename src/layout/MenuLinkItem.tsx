import { Badge, Box } from '@mui/material';
import { useId } from 'react';
import { Menu, useBasename, useSidebarState, useTranslate } from 'react-admin';
import type { MenuLink } from './menuItems';
import { adminPath } from '../paths';
// [area:queues]
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
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {translate(link.label, { _: link.label })}
        </Box>
        <QueueBadge count={count} queue={queue.key} id={countId} />
      </Box>
    </Menu.Item>
  );
};

export const MenuLinkItem = ({ link }: { link: MenuLink }) => {
  const basename = useBasename();
  const to = adminPath(basename, link.path);
  const queue = queueAt(link.path);
  if (queue) return <QueueLinkItem link={link} queue={queue} to={to} />;
  const Icon = link.icon;
  return <Menu.Item to={to} primaryText={link.label} leftIcon={<Icon />} />;
};
