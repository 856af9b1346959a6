import AddIcon from '@mui/icons-material/Add';
import { Fab, Tooltip } from '@mui/material';
import { Link, useCreatePath, useResourceContext, useTranslate } from 'react-admin';

/**
 * The floating add button of a list (platform.md s.2), shown only with Add: to the resource's create
 * page, or to `to` where the spec names another path.
 */
export const FloatingAddButton = ({ label, to }: { label: string; to?: string }) => {
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  const translate = useTranslate();
  return (
    <Tooltip title={translate(label)} placement="left">
      <Fab
        color="primary"
        component={Link}
        to={to ?? createPath({ resource, type: 'create' })}
        aria-label={translate(label)}
        sx={{ position: 'fixed', right: { xs: 16, md: 32 }, bottom: { xs: 16, md: 32 }, zIndex: 1100 }}
      >
        <AddIcon />
      </Fab>
    </Tooltip>
  );
};
