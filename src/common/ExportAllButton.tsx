import DownloadIcon from '@mui/icons-material/GetApp';
import { Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import {
  Button,
  defaultExporter,
  fetchRelatedRecords,
  useDataProvider,
  useListContext,
  useLocaleState,
  useTranslate,
  type RaRecord,
  type TranslateFunction,
} from 'react-admin';
import { formatDateTime } from '../domain/format';
import { csvSafeRows } from './csvSafe';
import { fieldLabel, labelRows } from './fieldLabel';
import { useServerNotice } from './useServerNotice';

/** The API serves at most 100 rows a page (docs/api.md "Lists"). */
export const EXPORT_PAGE_SIZE = 100;

/** How a CSV shows values as the screens do: dates in the user's locale, codes as their labels. */
export interface ExportFormat {
  translate: TranslateFunction;
  /** A date as the lists show it (format.ts). */
  date: (value: string | number | Date | null | undefined) => string;
}

export const exportFormat = (translate: TranslateFunction, locale: string): ExportFormat => ({
  translate,
  date: (value) => formatDateTime(value, locale),
});

export interface ExportAllButtonProps {
  /**
   * The CSV rows of the records, keyed by API field: an explicit column list, so no field leaks by
   * accident. The headers are the screens' labels of those fields (fieldLabel.ts).
   */
  toRows: (
    records: RaRecord[],
    format: ExportFormat,
  ) => Record<string, unknown>[] | Promise<Record<string, unknown>[]>;
  /** The file's name without .csv; the resource's name by default. */
  filename?: string;
}

interface Progress {
  done: number;
  total: number;
}

/**
 * CSV of every row matching the list's current filter and sort, fetched page by page (react-admin's
 * ExportButton asks for one page of 1000, which the API caps at 100). When more than one page is
 * needed a dialog counts the rows fetched; Cancel stops the fetching and writes nothing. It needs only
 * the list's own right: the user already sees those rows.
 */
export const ExportAllButton = ({ toRows, filename }: ExportAllButtonProps) => {
  const { resource, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const notice = useServerNotice();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const running = useRef<AbortController | null>(null);

  const exportAll = async () => {
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    try {
      const records: RaRecord[] = [];
      for (let page = 1; ; page += 1) {
        const result = await dataProvider.getList(resource, {
          pagination: { page, perPage: EXPORT_PAGE_SIZE },
          sort,
          filter: filterValues,
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        records.push(...result.data);
        const expected = result.total ?? 0;
        if (result.data.length < EXPORT_PAGE_SIZE || records.length >= expected) break;
        setProgress({ done: records.length, total: expected });
      }
      const rows = csvSafeRows(
        labelRows(await toRows(records, exportFormat(translate, locale)), (field) =>
          fieldLabel(translate, resource, field),
        ),
      );
      if (controller.signal.aborted) return;
      // Not awaited: it downloads from jsonexport's callback, and the promise it returns never settles
      // (awaiting it left the button disabled after the first export).
      void defaultExporter(rows, fetchRelatedRecords(dataProvider), dataProvider, filename ?? resource);
    } catch (error) {
      if (!controller.signal.aborted) notice.error(error);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setBusy(false);
        setProgress(null);
      }
    }
  };

  const cancel = () => {
    running.current?.abort();
    running.current = null;
    setBusy(false);
    setProgress(null);
  };

  return (
    <>
      <Button label="gd.common.export" onClick={exportAll} disabled={busy || !total}>
        <DownloadIcon />
      </Button>
      <ExportProgressDialog progress={progress} onCancel={cancel} />
    </>
  );
};

const ExportProgressDialog = ({
  progress,
  onCancel,
}: {
  progress: Progress | null;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const percent = progress && progress.total > 0 ? Math.min(100, (progress.done / progress.total) * 100) : 0;
  const text = progress ? translate('gd.lists.export.progress', progress) : '';
  return (
    <Dialog
      open={progress !== null}
      onClose={onCancel}
      aria-labelledby="gd-export-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="gd-export-title">{translate('gd.lists.export.title')}</DialogTitle>
      <DialogContent>
        <LinearProgress variant="determinate" value={percent} aria-label={text} />
        <Typography variant="body2" sx={{ mt: 1 }} role="status">
          {text}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button label="gd.lists.export.cancel" onClick={onCancel} />
      </DialogActions>
    </Dialog>
  );
};
