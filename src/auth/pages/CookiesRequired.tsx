import { Box, Typography } from '@mui/material';
import CookieOutlinedIcon from '@mui/icons-material/CookieOutlined';
import { useTranslate } from 'ra-core';
import { AuthCard } from './AuthCard';

/** Shown instead of every page when the browser blocks cookies and storage (platform.md section 1). */
export function CookiesRequired() {
  const translate = useTranslate();
  return (
    <AuthCard title={translate('gd.auth.cookies.title')}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <CookieOutlinedIcon color="warning" aria-hidden />
        <Typography variant="body1" color="text.secondary">
          {translate('gd.auth.cookies.text')}
        </Typography>
      </Box>
    </AuthCard>
  );
}
