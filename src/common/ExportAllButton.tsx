import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import {
  Button,
  defaultExporter,
  fetchRelatedRecords,
  useDataProvider,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { csvSafeRows } from './csvSafe';
import { fieldLabel, labelRows } from './fieldLabel';
import { useServerNotice } from './useServerNotice';

/** The API serves at most 100 rows a page (docs/api.md "Lists"). */
export const EXPORT_PAGE_SIZE = 100;

export interface ExportAllButtonProps {
  /**
   * The CSV rows of the records, keyed by API field: an explicit column list, so no field leaks by
   * accident. The headers are the screens' labels of those fields (fieldLabel.ts).
   */
  toRows: (records: RaRecord[]) => Record<string, unknown>[] | Promise<Record<string, unknown>[]>;
  /** The file's name without .csv; the resource's name by default. */
  filename?: string;
}

/**
 * CSV of every row matching the list's current filter and sort, fetched page by page (react-admin's
 * ExportButton asks for one page of 1000, which the API caps at 100).
 */
export const ExportAllButton = ({ toRows, filename }: ExportAllButtonProps) => {
  const { resource, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const notice = useServerNotice();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  const exportAll = async () => {
    setBusy(true);
    try {
      const records: RaRecord[] = [];
      for (let page = 1; ; page += 1) {
        const result = await dataProvider.getList(resource, {
          pagination: { page, perPage: EXPORT_PAGE_SIZE },
          sort,
          filter: filterValues,
        });
        records.push(...result.data);
        const expected = result.total ?? 0;
        if (result.data.length < EXPORT_PAGE_SIZE || records.length >= expected) break;
      }
      const rows = csvSafeRows(
        labelRows(await toRows(records), (field) => fieldLabel(translate, resource, field)),
      );
      await defaultExporter(rows, fetchRelatedRecords(dataProvider), dataProvider, filename ?? resource);
    } catch (error) {
      notice.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="gd.common.export" onClick={exportAll} disabled={busy || !total}>
      <DownloadIcon />
    </Button>
  );
};
