import CheckIcon from '@mui/icons-material/Check';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import { Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { SIDEBAR_COLORS, useSidebarColor, type SidebarColorId } from './sidebarColors';

const Swatch = ({ background }: { background?: string }) => (
  <Box
    component="span"
    sx={{
      width: 18,
      height: 18,
      borderRadius: '50%',
      border: 1,
      borderColor: 'divider',
      bgcolor: background ?? 'background.default',
      display: 'inline-block',
    }}
  />
);

/** The sidebar colour choice, kept in the react-admin store. */
export const SidebarColorButton = () => {
  const translate = useTranslate();
  const [colorId, setColorId] = useSidebarColor();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('gd.layout.sidebar_color.label');

  const choose = (id: SidebarColorId) => {
    setColorId(id);
    setAnchor(null);
  };

  return (
    <>
      <Tooltip title={label} enterDelay={500}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <PaletteOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {SIDEBAR_COLORS.map((color) => (
          <MenuItem key={color.id} selected={color.id === colorId} onClick={() => choose(color.id)}>
            <ListItemIcon>
              <Swatch background={'background' in color ? color.background : undefined} />
            </ListItemIcon>
            <ListItemText>{translate(`gd.layout.sidebar_color.${color.id}`)}</ListItemText>
            {color.id === colorId && <CheckIcon fontSize="small" sx={{ ml: 2 }} />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
