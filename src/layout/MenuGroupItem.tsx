import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useBasename, useLocation, useSidebarState, useTranslate } from 'react-admin';
import { MENU_LABEL_CLASS, menuLabelSx } from './menuLabel';
import type { MenuGroup } from './menuItems';
import { MenuLinkItem } from './MenuLinkItem';
import { adminPath } from '../paths';
import { QueueBadge, queueAt, sumOf, useQueueCounts, type Queue } from '../queues';

/** A collapsible group: open at first when the current page is one of its links. */
export const MenuGroupItem = ({ group }: { group: MenuGroup }) => {
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const [expanded, setExpanded] = useState(() =>
    group.children.some((link) => pathname.startsWith(adminPath(basename, link.path))),
  );
  const label = translate(group.label, { _: group.label });
  const Icon = group.icon;
  // A folded group shows what waits in its links, which are not mounted then.
  const queues = group.children.flatMap((link): Queue[] => {
    const queue = queueAt(link.path);
    return queue ? [queue] : [];
  });
  const waiting = sumOf(useQueueCounts(queues));
  const countId = useId();
  const showCount = !expanded && sidebarOpen && !!waiting;

  const header = (
    <MenuItem
      className="gd-menu-group"
      aria-expanded={expanded}
      aria-describedby={showCount ? countId : undefined}
      onClick={() => setExpanded(!expanded)}
    >
      <ListItemIcon sx={{ minWidth: 40, color: 'text.secondary' }}>
        <Icon />
      </ListItemIcon>
      <Typography
        variant="inherit"
        className={MENU_LABEL_CLASS}
        sx={{ flexGrow: 1, color: 'inherit', ...menuLabelSx(sidebarOpen) }}
      >
        {label}
      </Typography>
      {showCount && <QueueBadge count={waiting} queue="group" id={countId} />}
      {sidebarOpen && (expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
    </MenuItem>
  );

  return (
    <>
      {sidebarOpen ? (
        header
      ) : (
        <Tooltip title={label} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List
          component="div"
          disablePadding
          sx={{
            '& .RaMenuItemLink-root': { pl: (theme) => (sidebarOpen ? theme.spacing(4) : theme.spacing(2)) },
          }}
        >
          {group.children.map((link) => (
            <MenuLinkItem key={link.path} link={link} />
          ))}
        </List>
      </Collapse>
    </>
  );
};
