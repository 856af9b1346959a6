/**
 * The send form (catalogue-and-orders.md s.5 "Notification"): title, content, click URL and logo
 * required, banner optional, checked by the shared zod schema; the previews beside it follow the
 * fields as they are typed. It goes to every customer and cannot be recalled: Send asks first, naming
 * the audience. After a send the form starts again from empty fields.
 */
import SendIcon from '@mui/icons-material/Send';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Card, CardContent, CardHeader, Divider, Grid, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { TextInput } from '../common/inputs';
import { SafeConfirm } from '../common/SafeConfirm';
import { useApiAction } from '../common/useApiAction';
import { useRefuseOnForbidden } from '../auth/useRefuseResource';
import { ImageUploadInput } from '../common/ImageUploadInput';
import { SubmitButton } from '../common/SubmitButton';
import { useServerNotice } from '../common/useServerNotice';
import { PUSH_FOLDER, pushSchema, type PushInput } from '../domain/push';
import { NOTICE_MS } from '../domain/timing';
import { PushPreviews } from './PushPreviews';
import { PUSH_RESOURCE, sendFailure } from './pushErrors';
import { MIRRORED } from '../common/direction';
import { WarnWhenUnsavedChanges } from '../common/WarnWhenUnsavedChanges';

const F = 'gd.push.form';
const resolver = zodResolver(pushSchema);
export const PUSH_DEFAULTS: PushInput = { sTitle: '', sContent: '', sURL: '', sLogo: '', sBanner: '' };

export function PushForm() {
  const translate = useTranslate();
  const notice = useServerNotice(NOTICE_MS.account);
  const refuse = useRefuseOnForbidden(PUSH_RESOURCE);
  // A new key mounts a fresh form: every field, upload and error back to its default.
  const [formKey, setFormKey] = useState(0);
  const mutation = useApiAction((dataProvider, input: PushInput) => dataProvider.sendPush(input), {
    invalidates: [PUSH_RESOURCE],
    noticeMs: NOTICE_MS.account,
    onSuccess: () => setFormKey((key) => key + 1),
    onError: refuse,
    describeError: sendFailure,
  });
  // No module governs push (platform.md s.3): a 403 explains itself and hides the screen.
  const onUploadError = (error: unknown) => {
    if (!refuse(error)) return false;
    notice.error(error);
    return true;
  };

  // The checked values waiting for the confirmation.
  const [asking, setAsking] = useState<PushInput | null>(null);
  const ask = (values: Record<string, unknown>) => {
    const parsed = pushSchema.safeParse(values);
    if (parsed.success) setAsking(parsed.data);
  };
  const send = () => {
    if (asking && !mutation.isPending) void mutation.run(asking);
    setAsking(null);
  };

  return (
    <Form
      key={formKey}
      defaultValues={PUSH_DEFAULTS}
      resolver={resolver}
      onSubmit={ask}
      noValidate
      warnWhenUnsavedChanges
      WarnWhenUnsavedChangesComponent={WarnWhenUnsavedChanges}
    >
      <SafeConfirm
        isOpen={asking !== null}
        title={`${F}.confirm_title`}
        titleTranslateOptions={{ title: asking?.sTitle ?? '' }}
        content={`${F}.confirm_content`}
        confirm={`${F}.confirm`}
        loading={mutation.isPending}
        onConfirm={send}
        onClose={() => setAsking(null)}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Card variant="outlined">
            <CardHeader
              title={translate(`${F}.heading`)}
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            />
            <Divider />
            <CardContent>
              <Stack>
                <TextInput source="sTitle" label={`${F}.title`} isRequired fullWidth />
                <TextInput
                  source="sContent"
                  label={`${F}.content`}
                  isRequired
                  fullWidth
                  multiline
                  minRows={3}
                />
                <TextInput
                  source="sURL"
                  label={`${F}.url`}
                  type="url"
                  isRequired
                  fullWidth
                  helperText={`${F}.url_hint`}
                />
                <Grid container columnSpacing={3}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <ImageUploadInput
                      source="sLogo"
                      label={`${F}.logo`}
                      folder={PUSH_FOLDER}
                      onUploadError={onUploadError}
                      hint={`${F}.logo_hint`}
                      isRequired
                      previewWidth={120}
                      previewHeight={120}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <ImageUploadInput
                      source="sBanner"
                      label={`${F}.banner`}
                      folder={PUSH_FOLDER}
                      onUploadError={onUploadError}
                      hint={`${F}.banner_hint`}
                      previewWidth={240}
                      previewHeight={120}
                    />
                  </Grid>
                </Grid>
              </Stack>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
                <SubmitButton
                  label={`${F}.submit`}
                  icon={<SendIcon {...MIRRORED} />}
                  busy={mutation.isPending}
                />
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <PushPreviews />
        </Grid>
      </Grid>
    </Form>
  );
}
