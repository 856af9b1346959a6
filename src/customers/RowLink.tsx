import { IconButton, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { LinkBase, useBasename } from 'react-admin';
import { adminPath } from '../paths';

/** An icon link of a row's actions column (eye, pencil, check ...), labelled for screen readers. */
export const RowLink = ({ to, label, icon }: { to: string; label: string; icon: ReactElement }) => {
  const basename = useBasename();
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        color="primary"
        component={LinkBase}
        to={adminPath(basename, to)}
        aria-label={label}
        onClick={(event: React.MouseEvent) => event.stopPropagation()}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
};
