import { Box, Typography } from '@mui/material';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useTranslate } from 'ra-core';
import { AuthCard } from './AuthCard';
import { BackToLogin } from './BackToLogin';

/** platform.md section 8: the notice for a reset link that does not verify. */
export function ExpiredLink() {
  const translate = useTranslate();
  return (
    <AuthCard title={translate('gd.auth.expired.title')}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <LinkOffIcon color="warning" aria-hidden />
        <Typography variant="body1" color="text.secondary">
          {translate('gd.auth.expired.text')}
        </Typography>
      </Box>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <BackToLogin />
      </Box>
    </AuthCard>
  );
}
