import DownloadIcon from '@mui/icons-material/GetApp';
import { Alert, Box, Button, Chip, Stack } from '@mui/material';
import { useMemo } from 'react';
import { downloadCSV, useTranslate } from 'react-admin';
import type { BulkProgress } from '../../common/bulk/runBulk';
import { BulkProgressView } from '../../common/bulk/BulkProgressView';
import { ImportLineTable } from './ImportLineTable';
import {
  countOutcomes,
  LINE_OUTCOMES,
  lineResults,
  resultCsv,
  type ImportCheck,
  type SentResult,
} from './redeemImport';
import type { ImportEnd } from './useRedeemImport';

const R = 'gd.redeemImport';

/** While the calls run: the shared progress view, and Cancel (what is already sent still finishes). */
export const ImportProgress = ({
  progress,
  cancelling,
  onCancel,
}: {
  progress: BulkProgress;
  cancelling: boolean;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ my: 2 }}>
      <BulkProgressView progress={progress} cancelling={cancelling} label={translate(`${R}.title`)} />
      <Button
        color="warning"
        variant="outlined"
        size="small"
        onClick={onCancel}
        disabled={cancelling}
        sx={{ mt: 1 }}
      >
        {translate('gd.common.bulk.cancel')}
      </Button>
    </Box>
  );
};

/** The end: how each line ended, the result file, and the lines not imported. */
export const ImportResult = ({
  check,
  sent,
  end,
}: {
  check: ImportCheck;
  sent: readonly SentResult[];
  end: ImportEnd;
}) => {
  const translate = useTranslate();
  const results = useMemo(() => lineResults(check, sent), [check, sent]);
  const counts = useMemo(() => countOutcomes(results), [results]);
  const notImported = useMemo(() => results.filter((result) => result.outcome !== 'imported'), [results]);
  const download = () => downloadCSV(resultCsv(results, translate), translate(`${R}.result_file`));
  return (
    <Box sx={{ my: 2 }}>
      <Alert severity={end === 'finished' ? 'success' : 'warning'} sx={{ mb: 2 }} role="status">
        {translate(end === 'finished' ? `${R}.finished` : `${R}.${end}`)}
      </Alert>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', mb: 2 }}
        data-testid="import-outcomes"
      >
        {LINE_OUTCOMES.filter((outcome) => counts[outcome] > 0 || outcome === 'imported').map((outcome) => (
          <Chip
            key={outcome}
            color={outcome === 'imported' ? 'success' : 'default'}
            label={`${translate(`${R}.outcome.${outcome}`)}: ${counts[outcome]}`}
          />
        ))}
      </Stack>
      <Button variant="contained" startIcon={<DownloadIcon />} onClick={download} sx={{ mb: 2 }}>
        {translate(`${R}.download`)}
      </Button>
      <ImportLineTable lines={notImported} empty={`${R}.no_problems`} />
    </Box>
  );
};
