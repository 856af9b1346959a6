import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { AuthCard } from './AuthCard';

/** A public page that only explains something: a title, an icon beside a text, an optional action. */
export function AuthNotice({
  title,
  text,
  icon,
  action,
}: {
  title: string;
  text: string;
  icon: ReactNode;
  action?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <AuthCard title={translate(title)}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        {icon}
        <Typography variant="body1" color="text.secondary">
          {translate(text)}
        </Typography>
      </Box>
      {action && <Box sx={{ mt: 3, textAlign: 'center' }}>{action}</Box>}
    </AuthCard>
  );
}
