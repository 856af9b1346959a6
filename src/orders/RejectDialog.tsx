import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useConfirmDiscard } from '../common/useConfirmDiscard';
import { REASON_MAX, rejectReasonSchema, type RejectReasonInput } from '../domain/orders';

export interface RejectDialogProps {
  open: boolean;
  /** The translated title ('Reject order GD…'). */
  title: string;
  onClose: () => void;
  /** Sends the reason (trimmed); the dialog stays open and busy until it settles. */
  onSubmit: (reason: string) => Promise<unknown>;
}

const resolver = zodResolver(rejectReasonSchema);

/** A reason of at least 1 character after trimming; the Reject button stays disabled until then. */
export const RejectDialog = ({ open, title, onClose, onSubmit }: RejectDialogProps) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const form = useForm<RejectReasonInput>({ resolver, mode: 'onChange', defaultValues: { reason: '' } });
  const { register, handleSubmit, reset, formState, getValues } = form;
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  const send = handleSubmit(async ({ reason }) => {
    setBusy(true);
    try {
      await onSubmit(reason);
    } catch {
      // The caller has shown the server's message; the reason stays for another try.
    } finally {
      setBusy(false);
    }
  });
  // Read every formState flag up front: react-hook-form only tracks the ones read on render.
  const { errors, isDirty, isValid, isSubmitting } = formState;
  // A typed reason is not thrown away by Escape, a click outside or Cancel without a question.
  const close = useConfirmDiscard(() => getValues('reason').trim() !== '', onClose);
  const working = busy || isSubmitting;
  const reasonError = isDirty ? errors.reason?.message : undefined;
  // The ref goes to the textarea itself, not to TextField's root.
  const { ref: reasonRef, ...reasonField } = register('reason');
  return (
    <Dialog
      open={open}
      onClose={working ? undefined : close}
      maxWidth="sm"
      fullWidth
      aria-labelledby="reject-title"
    >
      <form onSubmit={send} noValidate>
        <DialogTitle id="reject-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            {...reasonField}
            inputRef={reasonRef}
            label={translate('gd.orders.reject.reason')}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            margin="dense"
            error={Boolean(reasonError)}
            helperText={reasonError ? translate(reasonError) : ' '}
            // Its only field, so no mark (docs/architecture.md); a screen reader still hears it is required.
            slotProps={{ htmlInput: { maxLength: REASON_MAX, required: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={working}>
            {translate('gd.orders.actions.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={!isValid || working}>
            {translate('gd.orders.reject.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
