import { Card, CardContent, CardHeader, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DesktopPreview } from './DesktopPreview';
import { MobilePreview } from './MobilePreview';
import { usePushPreview } from './usePushPreview';
import { P } from './PreviewParts';

/** Both previews, fed by the form as the admin types (inside the form's context). */
export function PushPreviews() {
  const translate = useTranslate();
  const values = usePushPreview();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader
        title={translate(`${P}.heading`)}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <Divider />
      <CardContent>
        <Stack spacing={2.5}>
          <div>
            <Typography variant="overline" color="text.secondary">
              {translate(`${P}.desktop`)}
            </Typography>
            <DesktopPreview values={values} />
          </div>
          <div>
            <Typography variant="overline" color="text.secondary">
              {translate(`${P}.mobile`)}
            </Typography>
            <MobilePreview values={values} />
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
