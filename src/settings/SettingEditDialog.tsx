import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form, useTranslate, type RaRecord } from 'react-admin';
import { NumberInput, TextInput } from '../common/inputs';
import { ReportDirty, useConfirmDiscard } from '../common/useConfirmDiscard';
import { SubmitButton } from '../common/SubmitButton';
import type { z } from 'zod';
import { useApiAction } from '../common/useApiAction';
import { RichTextInput } from '../common/RichTextInput';
import {
  LOYALTY_RANGES,
  isLoyaltyKey,
  settingSchema,
  type SettingInput,
  type SettingRecord,
} from '../domain/settings';
import { SETTINGS_DIALOG_MAX_WIDTH } from './SettingViewDialog';
import { SETTINGS_RESOURCE } from './endpoints';
import { SETTINGS_NOTICE } from './useSettings';

/** A list row: the API's page with react-admin's id (its key); sValue is HTML for content pages. */
export type SettingRow = SettingRecord & RaRecord;

const E = 'gd.settings.edit';

/** The value input by key: a number within the key's range, or the rich-text editor. */
const ValueInput = ({ sKey }: { sKey: string }) => {
  if (!isLoyaltyKey(sKey)) return <RichTextInput source="sValue" label={`${E}.content`} fullWidth />;
  const { min, max } = LOYALTY_RANGES[sKey];
  return (
    <NumberInput
      source="sValue"
      label={`${E}.value`}
      min={min}
      max={max}
      step="any"
      helperText={max === undefined ? `${E}.minimum_hint` : `${E}.percent_hint`}
    />
  );
};

export interface SettingEditDialogProps {
  record: SettingRow | null;
  onClose: () => void;
}

/**
 * The pencil's modal (platform.md s.2, s.4, s.5): page title and, by key, a number or rich text.
 * Save sends PUT admin/settings/{sKey} { sValue, sTitle }, shows the server's message and closes;
 * a refusal shows the server's message and keeps the modal open with what was typed.
 */
export const SettingEditDialog = ({ record, onClose }: SettingEditDialogProps) => {
  const translate = useTranslate();
  const sKey = record?.sKey ?? '';
  // The schema's output is what the API takes (loyalty values as decimal text).
  const resolver = useMemo(
    () => zodResolver(settingSchema(sKey) as unknown as z.ZodType<SettingInput, FieldValues>),
    [sKey],
  );
  const [dirty, setDirty] = useState(false);
  const close = useConfirmDiscard(dirty, onClose);
  const save = useApiAction(
    (dataProvider, data: SettingInput) =>
      dataProvider.update(SETTINGS_RESOURCE, { id: sKey, data, previousData: record ?? undefined }),
    { ...SETTINGS_NOTICE, invalidates: [SETTINGS_RESOURCE], onSuccess: onClose },
  );

  return (
    <Dialog
      open={record !== null}
      onClose={save.isPending ? undefined : close}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: SETTINGS_DIALOG_MAX_WIDTH } } }}
      aria-labelledby="setting-edit-title"
    >
      {record ? (
        <Form
          key={record.id}
          record={record}
          resolver={resolver}
          onSubmit={(values: FieldValues) => save.run(values as SettingInput)}
          noValidate
        >
          <ReportDirty onChange={setDirty} />
          <DialogTitle id="setting-edit-title">
            {translate(`${E}.title`, { title: record.sTitle })}
          </DialogTitle>
          <DialogContent dividers>
            <TextInput source="sTitle" label={`${E}.page_title`} fullWidth autoFocus />
            <ValueInput sKey={record.sKey} />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={save.isPending}>
              {translate(`${E}.cancel`)}
            </Button>
            <SubmitButton label={`${E}.save`} busy={save.isPending} />
          </DialogActions>
        </Form>
      ) : null}
    </Dialog>
  );
};
