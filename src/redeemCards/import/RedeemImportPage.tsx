import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Chip, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Link, useBasename, useTranslate } from 'react-admin';
import { PageCard } from '../../common/PageCard';
import { ColumnMappingFields } from './ColumnMappingFields';
import { ImportFilePicker } from './ImportFilePicker';
import { ImportLineTable } from './ImportLineTable';
import { ImportProgress, ImportResult } from './ImportRunPanels';
import {
  checkLines,
  CsvImportError,
  guessMapping,
  lineResults,
  parseCsv,
  type ColumnMapping,
  type CsvFile,
  type ImportCheck,
} from './redeemImport';
import { useRedeemImport } from './useRedeemImport';

const R = 'gd.redeemImport';

interface Chosen {
  name: string;
  csv: CsvFile;
}

/** The lines checked again whenever the mapping changes; a check begun before is dropped. */
function useLineCheck(csv: CsvFile | undefined, mapping: ColumnMapping | undefined) {
  const [state, setState] = useState<{ csv: CsvFile; mapping: ColumnMapping; check: ImportCheck }>();
  useEffect(() => {
    if (!csv || !mapping) return;
    const abort = new AbortController();
    void checkLines(csv.lines, mapping, abort.signal).then((check) => {
      if (!abort.signal.aborted) setState({ csv, mapping, check });
    });
    return () => abort.abort();
  }, [csv, mapping]);
  // The check of other input (before the mapping changed) is not shown.
  return state && state.csv === csv && state.mapping === mapping ? state.check : undefined;
}

/**
 * /admin/redeemCards/import (Redeem Card Management, Add): a supplier's CSV read in the browser,
 * its columns mapped to the card's fields, every line checked as the form checks it, then the valid
 * lines created one call each, with progress, Cancel and a result file.
 */
export const RedeemImportPage = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const [reading, setReading] = useState<{ name: string; count: number }>();
  const [chosen, setChosen] = useState<Chosen>();
  const [error, setError] = useState<string>();
  const [mapping, setMapping] = useState<ColumnMapping>();
  const check = useLineCheck(chosen?.csv, mapping);
  const run = useRedeemImport();
  const started = run.running || run.sent !== undefined;
  const problems = useMemo(() => (check ? lineResults(check, []) : []), [check]);

  const chooseAgain = () => {
    setChosen(undefined);
    setMapping(undefined);
    run.reset();
  };

  const read = async (file: File) => {
    setError(undefined);
    setChosen(undefined);
    setReading({ name: file.name, count: 0 });
    try {
      const csv = await parseCsv(file, (count) => setReading({ name: file.name, count }));
      setMapping(guessMapping(csv.header));
      setChosen({ name: file.name, csv });
    } catch (failure) {
      setError(
        failure instanceof CsvImportError
          ? translate(`${R}.errors.${failure.key}`, failure.args)
          : translate(`${R}.errors.unreadable`, { reason: String(failure) }),
      );
    } finally {
      setReading(undefined);
    }
  };

  return (
    <PageCard title={`${R}.title`} subtitle={`${R}.subtitle`} icon={<UploadFileIcon />} maxWidth={1100}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {reading && (
        <Box sx={{ mb: 2 }} role="status">
          <LinearProgress aria-label={translate(`${R}.choose`)} />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate(`${R}.reading`, { count: reading.count })}
          </Typography>
        </Box>
      )}
      {!chosen && !reading && (
        <ImportFilePicker onFile={read} onRefused={() => setError(translate(`${R}.errors.not_csv`))} />
      )}
      {chosen && mapping && (
        <>
          <Stack direction="row" spacing={2} alignItems="center" useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
            <Typography variant="body1" data-testid="import-file">
              {translate(`${R}.file`, { name: chosen.name, count: chosen.csv.lines.length })}
            </Typography>
            <Button size="small" disabled={run.running} onClick={chooseAgain}>
              {translate(`${R}.other_file`)}
            </Button>
          </Stack>
          <ColumnMappingFields
            header={chosen.csv.header}
            mapping={mapping}
            onChange={setMapping}
            disabled={started}
          />
          <Divider sx={{ my: 2 }} />
          {!check && (
            <Box role="status">
              <LinearProgress aria-label={translate(`${R}.checking`)} />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {translate(`${R}.checking`)}
              </Typography>
            </Box>
          )}
          {check && (
            <>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap', mb: 2 }}
                data-testid="import-counts"
              >
                <Chip color="success" label={translate(`${R}.counts.valid`, { count: check.valid.length })} />
                <Chip
                  color={check.invalid.length > 0 ? 'error' : 'default'}
                  label={translate(`${R}.counts.invalid`, { count: check.invalid.length })}
                />
                <Chip
                  color={check.duplicates.length > 0 ? 'warning' : 'default'}
                  label={translate(`${R}.counts.duplicate`, { count: check.duplicates.length })}
                />
              </Stack>
              {!started && (
                <>
                  <Button
                    variant="contained"
                    disabled={check.valid.length === 0}
                    onClick={() => void run.start(check.valid)}
                    sx={{ mb: 2 }}
                  >
                    {translate(`${R}.start`, { count: check.valid.length })}
                  </Button>
                  <Typography variant="subtitle1" component="h2">
                    {translate(`${R}.problems`)}
                  </Typography>
                  <ImportLineTable lines={problems} empty={`${R}.no_problems`} />
                </>
              )}
              {run.running && (
                <ImportProgress progress={run.progress} cancelling={run.cancelling} onCancel={run.cancel} />
              )}
              {run.sent && run.end && <ImportResult check={check} sent={run.sent} end={run.end} />}
            </>
          )}
        </>
      )}
      <Box sx={{ mt: 2 }}>
        <Button component={Link} to={`${basename}/redeemCards`} disabled={run.running}>
          {translate(`${R}.back`)}
        </Button>
      </Box>
    </PageCard>
  );
};
