import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useNotify, useSidebarState, useTranslate } from 'react-admin';
import { NOTICE_MS } from '../domain/timing';
import { MIRRORED } from '../common/direction';

/**
 * Minimises or expands the sidebar and says so in a notice (platform.md s.2). On a phone the toggle
 * opens a drawer over the page instead: the drawer is its own sign, and a notice would cover its items.
 */
export const SidebarToggle = () => {
  const [open, setOpen] = useSidebarState();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const notify = useNotify();
  const translate = useTranslate();
  const label = translate(open ? 'gd.layout.sidebar.minimise' : 'gd.layout.sidebar.expand');

  const toggle = () => {
    setOpen(!open);
    if (phone) return;
    notify(open ? 'gd.layout.sidebar.minimised' : 'gd.layout.sidebar.expanded', {
      type: 'info',
      autoHideDuration: NOTICE_MS.sidebar,
    });
  };

  return (
    <Tooltip title={label} enterDelay={500}>
      <IconButton color="inherit" aria-label={label} aria-expanded={open} onClick={toggle}>
        {open ? <MenuOpenIcon {...MIRRORED} /> : <MenuIcon />}
      </IconButton>
    </Tooltip>
  );
};
