import AddIcon from '@mui/icons-material/Add';
import { Fab, Tooltip } from '@mui/material';
import { Link, useCreatePath, useResourceContext, useTranslate } from 'react-admin';

/** Section 2: the floating add button of the card lists, to the resource's create page. */
export const FloatingAddButton = ({ label }: { label: string }) => {
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  const translate = useTranslate();
  return (
    <Tooltip title={translate(label)} placement="left">
      <Fab
        color="primary"
        component={Link}
        to={createPath({ resource, type: 'create' })}
        aria-label={translate(label)}
        sx={{ position: 'fixed', right: { xs: 16, md: 32 }, bottom: { xs: 16, md: 32 }, zIndex: 1100 }}
      >
        <AddIcon />
      </Fab>
    </Tooltip>
  );
};
