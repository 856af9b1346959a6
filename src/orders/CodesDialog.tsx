import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { errorMessage } from '../api/http';
import { useReportUnsaved } from '../common/unsavedInput';
import { useConfirmDiscard } from '../common/useConfirmDiscard';
import { useApiAction } from '../common/useApiAction';
import {
  acceptOrderSchema,
  completePairs,
  deliverOrderSchema,
  duplicateIndexes,
  type CodePair,
  type OrderRecord,
} from '../domain/orders';
import { CodeRowsField } from './CodeRowsField';
import { emptyRows, initialRows, rowNamedIn, unitLabels, type CodeRow } from './codeRows';
import { PastePairs } from './PastePairs';

const C = 'gd.orders.codes';
export type CodesMode = 'accept' | 'deliver';

export interface CodesDialogProps {
  order: OrderRecord | null;
  mode: CodesMode;
  onClose: () => void;
  /** After the server accepted the action (the list refreshes: the order leaves it). */
  onDone: () => void;
}

/**
 * Accept / deliver: one code + serial pair per unit. Half-filled pairs are dropped, only complete
 * pairs are sent; duplicates are flagged before sending. Accept takes any number of pairs (codes
 * may come at delivery); deliver needs one per unit. Pessimistic: money moves, no undo.
 */
export const CodesDialog = ({ order, mode, onClose, onDone }: CodesDialogProps) => {
  const [busy, setBusy] = useState(false);
  // Typed codes are not thrown away by Escape, a click outside or Cancel without a question.
  const [typed, setTyped] = useState(false);
  useReportUnsaved(typed && order !== null);
  const close = useConfirmDiscard(typed, onClose);
  return (
    <Dialog
      open={order !== null}
      onClose={busy ? undefined : close}
      maxWidth="sm"
      fullWidth
      aria-labelledby="codes-title"
    >
      {/* Keyed by order: every opening starts from that order's rows. */}
      {order && (
        <CodesForm
          key={`${order._id}-${mode}`}
          order={order}
          mode={mode}
          onClose={close}
          onDone={onDone}
          onBusy={setBusy}
          onTyped={setTyped}
        />
      )}
    </Dialog>
  );
};

interface CodesFormProps extends Omit<CodesDialogProps, 'order'> {
  order: OrderRecord;
  onBusy: (busy: boolean) => void;
  onTyped: (typed: boolean) => void;
}

const CodesForm = ({ order, mode, onClose, onDone, onBusy, onTyped }: CodesFormProps) => {
  const translate = useTranslate();
  const [rows, setRows] = useState<CodeRow[]>(() => initialRows(order));
  const [error, setError] = useState<string | null>(null);
  const [start] = useState(rows);
  const typed = rows.some(
    (row, index) => row.sCode !== start[index]?.sCode || row.sSerialNo !== start[index]?.sSerialNo,
  );
  useEffect(() => onTyped(typed), [typed, onTyped]);
  const [refused, setRefused] = useState<{ index: number; message: string } | null>(null);

  const labels = useMemo(() => unitLabels(order, rows.length), [order, rows.length]);
  const complete = useMemo(() => completePairs(rows), [rows]);
  const duplicates = useMemo(() => duplicateIndexes(rows), [rows]);
  const halves = rows.filter((row) => (row.sCode.trim() === '') !== (row.sSerialNo.trim() === '')).length;
  // Deliver hands the codes to the customer: one per unit, or the order is delivered short.
  const missing = mode === 'deliver' ? rows.length - complete.length : 0;

  const mutation = useApiAction(
    (dataProvider, input: { cartId: string; nQuantity: number; data: CodePair[] }) =>
      mode === 'accept' ? dataProvider.acceptOrder(input) : dataProvider.deliverOrder(input),
    {
      invalidates: ['orders'],
      onSuccess: onDone,
      onError: (failure) => {
        // A 409 naming one of the codes: the code is sold elsewhere; the row says so until changed.
        if (failure instanceof HttpError && failure.status === 409) {
          const message = errorMessage(failure);
          const index = rowNamedIn(message, rows);
          setRefused(index === -1 ? null : { index, message });
        }
      },
    },
  );

  const setCell = (index: number, field: keyof CodeRow, value: string) => {
    if (field === 'sCode' && refused?.index === index) setRefused(null);
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  };

  const fill = (pairs: CodePair[]) => {
    const next = emptyRows(rows.length);
    pairs.forEach((pair, index) => (next[index] = pair));
    setRows(next);
    setRefused(null);
  };

  const submit = () => {
    const body = { cartId: order._id, nQuantity: order.nQuantity, data: complete };
    const parsed = (mode === 'accept' ? acceptOrderSchema : deliverOrderSchema).safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'gd.common.something_went_wrong');
      return;
    }
    setError(null);
    onBusy(true);
    void mutation.run(body).then(() => onBusy(false));
  };

  const blocked = duplicates.size > 0 || missing > 0;
  return (
    <>
      <DialogTitle id="codes-title">{translate(`${C}.${mode}_title`, { id: order.sOrderId })}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${C}.hint_${mode}`, { units: order.nQuantity })}
        </Typography>
        <CodeRowsField
          rows={rows}
          labels={labels}
          duplicates={duplicates}
          refused={refused}
          onChange={setCell}
        />
        <PastePairs capacity={rows.length} onFill={fill} />
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Typography variant="body2" role="status">
            {translate(`${C}.ready`, { smart_count: complete.length })}
            {halves > 0 && ` · ${translate(`${C}.half_dropped`, { smart_count: halves })}`}
          </Typography>
          {missing > 0 && (
            <Typography variant="body2" color="warning.main">
              {translate(`${C}.deliver_missing`, { count: complete.length, units: rows.length })}
            </Typography>
          )}
          {error && <Alert severity="error">{translate(error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          {translate('gd.orders.actions.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={blocked || mutation.isPending}>
          {translate(`${C}.submit_${mode}`)}
        </Button>
      </DialogActions>
    </>
  );
};
