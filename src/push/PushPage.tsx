/**
 * /admin/push, 'Send Notifications' (catalogue-and-orders.md s.2): the form with its previews, then
 * the history. No permission module governs push: the page is open to every signed-in admin not known
 * to be a sub-admin (permissions.ts); the API's 403 hides it for the session (useRefuseOnForbidden),
 * and the user goes to the dashboard, as every area does with a section the user has no right on (s.6).
 */
import { Box, Stack, Typography } from '@mui/material';
import { CanAccess, Title, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { ADMIN_HOME } from '../paths';
import { PushForm } from './PushForm';
import { PushHistory } from './PushHistory';
import { PUSH_RESOURCE } from './pushErrors';

const PushScreen = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: { xs: 2, md: 3 }, px: { xs: 0, sm: 1 } }}>
      <Title title="gd.push.title" />
      <Box sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('gd.push.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('gd.push.subtitle')}
        </Typography>
      </Box>
      <Stack spacing={3}>
        <PushForm />
        <PushHistory />
      </Stack>
    </Box>
  );
};

export function PushPage() {
  return (
    <CanAccess resource={PUSH_RESOURCE} action="create" accessDenied={<Navigate to={ADMIN_HOME} replace />}>
      <PushScreen />
    </CanAccess>
  );
}
