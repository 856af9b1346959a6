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
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Form, HttpError, useTranslate } from 'react-admin';
import { errorMessage } from '../api/http';
import { ReportDirty, useConfirmDiscard } from '../common/useConfirmDiscard';
import { useApiAction } from '../common/useApiAction';
import {
  acceptOrderSchema,
  completePairs,
  deliverOrderSchema,
  type CodePair,
  type OrderRecord,
} from '../domain/orders';
import { CodeRowsField } from './CodeRowsField';
import {
  REFUSED,
  checkRows,
  codeField,
  initialRows,
  readRows,
  rowNamedIn,
  unitLabels,
  validateCodes,
  type CodesErrors,
  type CodesMode,
  type CodesValues,
} from './codeRows';
import { PastePairs } from './PastePairs';

const C = 'gd.orders.codes';
export type { CodesMode } from './codeRows';

export interface CodesDialogProps {
  order: OrderRecord | null;
  mode: CodesMode;
  onClose: () => void;
  /** After the server accepted the action (the list refreshes: the order leaves it). */
  onDone: () => void;
}

/**
 * Accept / deliver: one code + serial pair per unit, on react-admin's Form. Half-filled pairs are
 * dropped, only complete pairs are sent; duplicates are flagged before sending. Accept takes any
 * number of pairs (codes may come at delivery); deliver needs one per unit. Pessimistic: money
 * moves, no undo.
 */
export const CodesDialog = ({ order, mode, onClose, onDone }: CodesDialogProps) => {
  const [busy, setBusy] = useState(false);
  // Typed codes are not thrown away by Escape, a click outside or Cancel without a question.
  const [typed, setTyped] = useState(false);
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

const CodesForm = ({ order, mode, onTyped, ...rest }: CodesFormProps) => {
  // The rows of the opening: a refetched order does not reset what is being typed.
  const [defaultValues] = useState<CodesValues>(() => ({ rows: initialRows(order) }));
  const validate = useMemo(() => validateCodes(mode), [mode]);
  return (
    <Form defaultValues={defaultValues} validate={validate} noValidate>
      {/* "Typed anything?" is the form's dirty state (also reported to a session recovery). */}
      <ReportDirty onChange={onTyped} />
      <CodesBody order={order} mode={mode} units={defaultValues.rows.length} validate={validate} {...rest} />
    </Form>
  );
};

interface CodesBodyProps extends Omit<CodesFormProps, 'onTyped'> {
  units: number;
  validate: (values: CodesValues) => CodesErrors;
}

const CodesBody = ({ order, mode, units, validate, onClose, onDone, onBusy }: CodesBodyProps) => {
  const translate = useTranslate();
  const { getValues, handleSubmit, setError } = useFormContext<CodesValues>();
  const watched = useWatch<CodesValues, 'rows'>({ name: 'rows' });
  const rows = useMemo(() => readRows(watched), [watched]);
  const { complete, halves, missing } = useMemo(() => checkRows(rows, mode), [rows, mode]);
  // The form-level check, live: the rows' errors show as typed and the submit waits for none.
  const errors = useMemo(() => validate({ rows }), [validate, rows]);
  const codeErrors = useMemo(() => rows.map((_, index) => errors.rows?.[index]?.sCode), [rows, errors]);
  const labels = useMemo(() => unitLabels(order, units), [order, units]);
  const [failure, setFailure] = useState<string | null>(null);

  const mutation = useApiAction(
    (dataProvider, input: { cartId: string; nQuantity: number; data: CodePair[] }) =>
      mode === 'accept' ? dataProvider.acceptOrder(input) : dataProvider.deliverOrder(input),
    {
      invalidates: ['orders'],
      onSuccess: onDone,
      onError: (error) => {
        // A 409 naming one of the codes: the code is sold elsewhere; the row says so until changed.
        if (error instanceof HttpError && error.status === 409) {
          const message = errorMessage(error);
          const index = rowNamedIn(message, readRows(getValues('rows')));
          if (index !== -1) setError(codeField(index), { type: REFUSED, message });
        }
      },
    },
  );

  // The form's check (validateCodes) runs first; the API's schema is the last word before sending.
  const send = handleSubmit(async (values) => {
    const body = {
      cartId: order._id,
      nQuantity: order.nQuantity,
      data: completePairs(readRows(values.rows)),
    };
    const parsed = (mode === 'accept' ? acceptOrderSchema : deliverOrderSchema).safeParse(body);
    if (!parsed.success) {
      setFailure(parsed.error.issues[0]?.message ?? 'gd.common.something_went_wrong');
      return;
    }
    setFailure(null);
    onBusy(true);
    await mutation.run(body);
    onBusy(false);
  });

  const blocked = errors.rows !== undefined || errors.units !== undefined;
  return (
    <>
      <DialogTitle id="codes-title">{translate(`${C}.${mode}_title`, { id: order.sOrderId })}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${C}.hint_${mode}`, { units: order.nQuantity })}
        </Typography>
        <CodeRowsField labels={labels} codeErrors={codeErrors} />
        <PastePairs />
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
          {failure && <Alert severity="error">{translate(failure)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          {translate('gd.orders.actions.cancel')}
        </Button>
        {/* Not a submit button: Enter in a code field (a scanner ends a code with it) sends nothing. */}
        <Button
          variant="contained"
          onClick={(event) => void send(event)}
          disabled={blocked || mutation.isPending}
        >
          {translate(`${C}.submit_${mode}`)}
        </Button>
      </DialogActions>
    </>
  );
};
