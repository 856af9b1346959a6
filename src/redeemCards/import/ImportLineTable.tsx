import { Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  DataTable,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  useList,
  useTranslate,
} from 'react-admin';
import { lineMessage, maskCode, type LineResult } from './redeemImport';

const R = 'gd.redeemImport';

interface LineRow {
  id: number;
  line: number;
  code: string;
  outcome: string;
  message: string;
}

/**
 * The lines to report (invalid, duplicates, failed calls), a page at a time: 10 000 lines are never
 * 10 000 rows in the page. Codes stay masked here as in the result file.
 */
export const ImportLineTable = ({ lines, empty }: { lines: readonly LineResult[]; empty: string }) => {
  const translate = useTranslate();
  const data = useMemo<LineRow[]>(
    () =>
      lines.map((result) => ({
        id: result.line,
        line: result.line,
        code: maskCode(result.code),
        outcome: translate(`${R}.outcome.${result.outcome}`),
        message: lineMessage(result, translate),
      })),
    [lines, translate],
  );
  const list = useList<LineRow>({ data, perPage: 10, resource: 'redeemCards' });
  if (lines.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(empty)}
      </Typography>
    );
  }
  return (
    // The file's lines, shown under the resource they would become (DataTable reads its rights).
    <ResourceContextProvider value="redeemCards">
      <ListContextProvider value={list}>
        <DataTable<LineRow> bulkActionButtons={false} rowClick={false} size="small">
          <DataTable.NumberCol
            source="line"
            label={`${R}.csv.line`}
            disableSort
            options={{ useGrouping: false }}
          />
          <DataTable.Col
            source="code"
            label={`${R}.csv.code`}
            disableSort
            render={(row) => <span dir="ltr">{row.code}</span>}
          />
          <DataTable.Col source="outcome" label={`${R}.csv.outcome`} disableSort />
          <DataTable.Col source="message" label={`${R}.csv.message`} disableSort />
        </DataTable>
        <Pagination rowsPerPageOptions={[10, 20, 50]} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
