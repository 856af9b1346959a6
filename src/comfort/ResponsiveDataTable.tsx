import { TableCell, tableCellClasses, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { Children, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';
import {
  DataTable,
  DataTableBody,
  DataTableRow,
  FieldTitle,
  useDataTableStoreContext,
  useResourceContext,
  useStore,
  type DataTableBodyProps,
  type DataTableProps,
  type DataTableRowProps,
  type RaRecord,
} from 'react-admin';
import { columnsStoreKey, useColumnsSelectorKey } from '../common/ColumnsButton';

interface ColumnProps {
  source?: string;
  label?: ReactNode;
}

/** The column's header text, as DataTable's own head cell computes it (label, else the field name). */
const LabelCell = ({ column }: { column: ReactElement<ColumnProps> }) => {
  const resource = useResourceContext();
  const { source, label } = column.props;
  return (
    <TableCell component="th" scope="row" variant="head" className="gd-card-label">
      <FieldTitle
        label={typeof label === 'string' || isValidElement(label) ? label : undefined}
        source={source}
        resource={resource}
      />
    </TableCell>
  );
};

/**
 * A row as a card: each column's own cell, after a cell naming it. A column hidden with the
 * ColumnsButton has no cell (DataTable's own cell renders nothing), so it gets no name either.
 */
const CardRow = ({ children, ...props }: DataTableRowProps) => {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  return (
    <DataTableRow {...props}>
      {Children.toArray(children).flatMap((column) =>
        isValidElement<ColumnProps>(column) && !isHidden(column.props, hidden)
          ? [<LabelCell key={`label${String(column.key)}`} column={column} />, column]
          : [],
      )}
    </DataTableRow>
  );
};

/** As DataTable tells a hidden column: by its source, else its label. */
const isHidden = ({ source, label }: ColumnProps, hidden: readonly string[]) => {
  const name = source ?? (typeof label === 'string' ? label : undefined);
  return name !== undefined && hidden.includes(name);
};

const CardBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={CardRow} />;
// The labels are in every card: a header row would only push the first record down.
const NoHead = () => null;

const cardSx: SxProps<Theme> = {
  '& .RaDataTable-table, & .RaDataTable-tbody': { display: 'block' },
  '& .RaDataTable-row': {
    display: 'grid',
    gridTemplateColumns: 'minmax(88px, 35%) minmax(0, 1fr)',
    py: 1,
    borderBottom: 1,
    borderColor: 'divider',
  },
  '& .RaDataTable-row > td, & .RaDataTable-row > th': {
    borderBottom: 'none',
    py: 0.5,
    px: 1,
    minWidth: 0,
    overflowWrap: 'anywhere',
    textAlign: 'left',
  },
  '& .gd-card-label': { color: 'text.secondary', fontWeight: 500 },
  // The selection box's cell (react-admin gives it no class of its own: RaDataTable-checkbox is on the
  // box inside) across the card, so that each name and its value share a line.
  [`& .RaDataTable-row > .${tableCellClasses.paddingCheckbox}, & .RaDataTable-row > .RaDataTable-expandIconCell`]:
    {
      gridColumn: '1 / -1',
    },
};

/**
 * react-admin's DataTable, as a list of cards on a phone (below 600 px) so no list scrolls sideways:
 * the same columns, cells, row click and actions, each value under its column's name.
 */
export function ResponsiveDataTable<RecordType extends RaRecord = RaRecord>(
  props: DataTableProps<RecordType> & { ref?: Ref<HTMLTableElement> },
) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // Mounted anew when its ColumnsButton first opens: the column selector then finds its popover.
  const key = useColumnsSelectorKey(columnsStoreKey(useResourceContext(props), props.storeKey));
  if (!phone) return <DataTable<RecordType> key={key} {...props} />;
  const { sx } = props;
  return (
    <DataTable<RecordType>
      key={key}
      {...props}
      head={NoHead}
      body={CardBody}
      sx={[cardSx, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
