import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useGiftdeskDataProvider } from '../api/dataProvider';
import { useServerNotice } from '../common/useServerNotice';
import {
  acceptOrderSchema,
  completePairs,
  deliverOrderSchema,
  duplicateIndexes,
  pairRowsFor,
  parsePairs,
  type OrderRecord,
} from '../domain/orders';

const C = 'gd.orders.codes';
export type CodesMode = 'accept' | 'deliver';
interface Row {
  sCode: string;
  sSerialNo: string;
}

// A value set by the paste (not typed) must lift the label too.
const shrink = (value: string) => (value !== '' ? { shrink: true } : {});

const emptyRows = (count: number): Row[] =>
  Array.from({ length: count }, () => ({ sCode: '', sSerialNo: '' }));

/** The dialog's rows for an order: one per unit (at most 6), prefilled with codes already assigned. */
export function initialRows(order: OrderRecord): Row[] {
  const rows = emptyRows(pairRowsFor(order.nQuantity));
  (order.aCardCode ?? []).slice(0, rows.length).forEach((code, index) => {
    rows[index] = { sCode: code.sOrderContent, sSerialNo: code.sSerialNo };
  });
  return rows;
}

export interface CodesDialogProps {
  order: OrderRecord | null;
  mode: CodesMode;
  onClose: () => void;
  /** After the server accepted the action (the list refreshes: the order leaves it). */
  onDone: () => void;
}

/**
 * Accept / deliver: one code + serial pair per unit. Half-filled pairs are dropped, only complete
 * pairs are sent; duplicates are flagged before sending. Pessimistic: money moves, no undo.
 */
export const CodesDialog = ({ order, mode, onClose, onDone }: CodesDialogProps) => {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={order !== null}
      onClose={busy ? undefined : onClose}
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
          onClose={onClose}
          onDone={onDone}
          onBusy={setBusy}
        />
      )}
    </Dialog>
  );
};

interface CodesFormProps extends Omit<CodesDialogProps, 'order'> {
  order: OrderRecord;
  onBusy: (busy: boolean) => void;
}

const CodesForm = ({ order, mode, onClose, onDone, onBusy }: CodesFormProps) => {
  const translate = useTranslate();
  const dataProvider = useGiftdeskDataProvider();
  const notice = useServerNotice();
  const [rows, setRows] = useState<Row[]>(() => initialRows(order));
  const [paste, setPaste] = useState('');
  const [pasteCut, setPasteCut] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const complete = useMemo(() => completePairs(rows), [rows]);
  const duplicates = useMemo(() => duplicateIndexes(rows), [rows]);
  const halves = rows.filter((row) => (row.sCode.trim() === '') !== (row.sSerialNo.trim() === '')).length;

  const mutation = useMutation({
    mutationFn: async (input: { cartId: string; nQuantity: number; data: Row[] }) =>
      mode === 'accept' ? dataProvider.acceptOrder(input) : dataProvider.deliverOrder(input),
    onMutate: () => onBusy(true),
    onSuccess: (result) => {
      notice.success(result.message);
      onDone();
    },
    onError: (failure) => notice.error(failure),
    onSettled: () => onBusy(false),
  });

  const setCell = (index: number, field: keyof Row, value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const fillFromPaste = () => {
    const parsed = parsePairs(paste);
    const next = emptyRows(rows.length);
    parsed.slice(0, rows.length).forEach((pair, index) => (next[index] = pair));
    setRows(next);
    setPasteCut(parsed.length > rows.length ? rows.length : 0);
  };

  const submit = () => {
    const body = { cartId: order._id, nQuantity: order.nQuantity, data: complete };
    const parsed = (mode === 'accept' ? acceptOrderSchema : deliverOrderSchema).safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'gd.common.something_went_wrong');
      return;
    }
    setError(null);
    mutation.mutate(body);
  };

  const blocked = duplicates.size > 0 || (mode === 'deliver' && complete.length === 0);
  return (
    <>
      <DialogTitle id="codes-title">{translate(`${C}.${mode}_title`, { id: order.sOrderId })}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${C}.hint`, { units: order.nQuantity })}
        </Typography>
        <Stack spacing={1.5}>
          {rows.map((row, index) => {
            const n = index + 1;
            const duplicate = duplicates.has(index);
            return (
              <Box
                key={index}
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
              >
                <TextField
                  size="small"
                  label={translate(`${C}.code`, { n })}
                  value={row.sCode}
                  onChange={(event) => setCell(index, 'sCode', event.target.value)}
                  error={duplicate}
                  helperText={duplicate ? translate(`${C}.duplicate`) : undefined}
                  slotProps={{
                    htmlInput: { maxLength: 100, spellCheck: false },
                    inputLabel: shrink(row.sCode),
                  }}
                />
                <TextField
                  size="small"
                  label={translate(`${C}.serial`, { n })}
                  value={row.sSerialNo}
                  onChange={(event) => setCell(index, 'sSerialNo', event.target.value)}
                  slotProps={{
                    htmlInput: { maxLength: 100, spellCheck: false },
                    inputLabel: shrink(row.sSerialNo),
                  }}
                />
              </Box>
            );
          })}
        </Stack>
        <Box sx={{ mt: 3, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={translate(`${C}.paste_label`)}
            helperText={translate(`${C}.paste_help`)}
            value={paste}
            onChange={(event) => setPaste(event.target.value)}
            multiline
            minRows={2}
            maxRows={6}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          <Button
            variant="outlined"
            onClick={fillFromPaste}
            disabled={paste.trim() === ''}
            sx={{ flexShrink: 0, mt: 0.5 }}
          >
            {translate(`${C}.paste_apply`)}
          </Button>
        </Box>
        <Stack spacing={1} sx={{ mt: 2 }}>
          {pasteCut > 0 && <Alert severity="info">{translate(`${C}.paste_cut`, { count: pasteCut })}</Alert>}
          <Typography variant="body2" role="status">
            {translate(`${C}.ready`, { smart_count: complete.length })}
            {halves > 0 && ` · ${translate(`${C}.half_dropped`, { smart_count: halves })}`}
          </Typography>
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
