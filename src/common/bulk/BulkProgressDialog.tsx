import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { BulkRow, BulkRowState, BulkRunState } from './useBulkRun';
import { BulkProgressView } from './BulkProgressView';

const B = 'gd.common.bulk';

const CHIP_COLOR: Record<BulkRowState, 'success' | 'error' | 'default'> = {
  done: 'success',
  failed: 'error',
  skipped: 'default',
  waiting: 'default',
};

// Failures first: they are what the user came to read; within each kind, the selection's order.
const RANK: Record<BulkRowState, number> = { failed: 0, skipped: 1, waiting: 2, done: 3 };
const byOutcome = (rows: readonly BulkRow[]) => [...rows].sort((a, b) => RANK[a.state] - RANK[b.state]);

export interface BulkProgressDialogProps {
  state: BulkRunState;
  onCancel: () => void;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * A bulk action's progress (done / failed / left, a bar, Cancel), then its per-row results with the
 * server's message for each failure, "Retry failed" and Close. It cannot be closed while calls are
 * running: Cancel stops those not yet sent, and the dialog then shows what was done.
 */
export const BulkProgressDialog = ({ state, onCancel, onRetry, onClose }: BulkProgressDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const { job, rows, progress, running, cancelling } = state;
  const retryable = rows.filter((row) => row.retryable).length;
  const refused = rows.some((row) => row.state === 'failed' && !row.retryable);
  const count = (rowState: BulkRowState) => rows.filter((row) => row.state === rowState).length;
  return (
    <Dialog open onClose={running ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{job.title}</DialogTitle>
      <DialogContent>
        {running ? (
          <BulkProgressView progress={progress} cancelling={cancelling} />
        ) : (
          <>
            <Typography role="status" sx={{ mb: 1 }}>
              {translate(`${B}.summary`, {
                done: count('done'),
                failed: count('failed'),
                skipped: count('skipped'),
              })}
            </Typography>
            {refused && (
              <Alert severity="info" sx={{ mb: 1 }}>
                {translate(`${B}.not_retried`)}
              </Alert>
            )}
            <TableContainer sx={{ maxHeight: 360 }}>
              <Table size="small" stickyHeader aria-label={translate(`${B}.results`)}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(`${B}.row`)}</TableCell>
                    <TableCell>{translate(`${B}.outcome`)}</TableCell>
                    <TableCell>{translate(`${B}.message`)}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {byOutcome(rows).map((row) => (
                    <TableRow key={String(row.id)}>
                      <TableCell>
                        {/* order ids, emails and titles keep their own direction in an Arabic page */}
                        <bdi>{row.label}</bdi>
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={CHIP_COLOR[row.state]}
                          label={translate(`${B}.state.${row.state}`)}
                        />
                      </TableCell>
                      <TableCell>{row.message}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {running ? (
          <Button onClick={onCancel} disabled={cancelling}>
            {translate(`${B}.cancel`)}
          </Button>
        ) : (
          <>
            {retryable > 0 && (
              <Button onClick={onRetry}>{translate(`${B}.retry`, { smart_count: retryable })}</Button>
            )}
            <Button variant="contained" onClick={onClose}>
              {translate(`${B}.close`)}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
