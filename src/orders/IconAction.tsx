import { IconButton, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { Link, useTranslate } from 'react-admin';

export interface IconActionProps {
  /** i18n key: the tooltip and the accessible name. */
  label: string;
  icon: ReactElement;
  onClick?: () => void;
  /** A link instead of an action. */
  to?: string;
  disabled?: boolean;
  color?: 'primary' | 'success' | 'error';
}

/** A compact row action: an icon with its name as tooltip and accessible name (lists stay narrow). */
export const IconAction = ({ label, icon, onClick, to, disabled, color = 'primary' }: IconActionProps) => {
  const translate = useTranslate();
  const name = translate(label);
  return (
    <Tooltip title={name}>
      <span>
        {to ? (
          <IconButton
            component={Link}
            to={to}
            aria-label={name}
            size="small"
            color={color}
            disabled={disabled}
          >
            {icon}
          </IconButton>
        ) : (
          <IconButton aria-label={name} size="small" color={color} onClick={onClick} disabled={disabled}>
            {icon}
          </IconButton>
        )}
      </span>
    </Tooltip>
  );
};
