import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDensity } from './density';

/**
 * The user menu's switch between comfortable and compact list rows. The menu stays open, so the
 * change shows at once in the list behind it and can be undone with a second click.
 */
export const DensityMenuItem = () => {
  const translate = useTranslate();
  const [density, setDensity] = useDensity();
  const compact = density === 'compact';
  return (
    <MenuItem
      role="menuitemcheckbox"
      aria-checked={compact}
      onClick={() => setDensity(compact ? 'comfortable' : 'compact')}
    >
      <ListItemIcon>
        {compact ? <DensitySmallIcon fontSize="small" /> : <DensityMediumIcon fontSize="small" />}
      </ListItemIcon>
      <ListItemText secondary={translate(`gd.comfort.density.${density}`)}>
        {translate('gd.comfort.density.compact_lists')}
      </ListItemText>
    </MenuItem>
  );
};
