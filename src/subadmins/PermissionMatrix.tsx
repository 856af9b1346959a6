import {
  Box,
  Checkbox,
  FormHelperText,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useInput, usePermissions, useTranslate } from 'react-admin';
import {
  MODULES,
  can,
  type AccessSubject,
  type ModuleName,
  type Operation,
  type PermissionSet,
} from '../domain/permissions';
import { normalizePermissions } from '../domain/subadmin';
import {
  COLUMNS,
  allCells,
  columnCells,
  hasOperation,
  rowCells,
  selectionOf,
  setCells,
  toggleGroup,
  type Cell,
} from './permissionGrid';

const M = 'gd.subadmins.matrix';

interface GroupBoxProps {
  perms: PermissionSet;
  cells: readonly Cell[];
  label: string;
  disabled: boolean;
  onToggle: () => void;
}

/** A select-all checkbox: checked when the whole group is granted, indeterminate when part of it is. */
const GroupBox = ({ perms, cells, label, disabled, onToggle }: GroupBoxProps) => {
  const selection = selectionOf(perms, cells);
  return (
    <Checkbox
      size="small"
      checked={selection === 'all'}
      indeterminate={selection === 'some'}
      disabled={disabled}
      onChange={onToggle}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
};

/**
 * aPermissions as a grid (platform.md sections 3 and 6): one row per module, one checkbox per
 * operation the module has, row / column / whole-grid select-all. Native checkboxes, so Tab and
 * Space work, each named for screen readers ("Customers: View"). An admin that is not the super
 * admin sees the operations it does not hold locked: it cannot grant them (the API refuses too).
 */
export const PermissionMatrix = ({ source = 'aPermissions' }: { source?: string }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const { permissions: subject } = usePermissions<AccessSubject>();
  const perms = useMemo(() => normalizePermissions(field.value as PermissionSet), [field.value]);

  const isLocked = (cell: Cell) =>
    !subject || (!subject.isSuperAdmin && !can(subject.aPermissions, cell.module, cell.operation));
  const limited = subject !== undefined && MODULES.some((module) => rowCells(module).some(isLocked));
  const lockedAll = (cells: readonly Cell[]) => cells.every(isLocked);

  const moduleLabel = (module: ModuleName) => translate(`gd.subadmins.modules.${module}`);
  const operationLabel = (operation: Operation) => translate(`gd.subadmins.operations.${operation}`);
  const change = (next: PermissionSet) => field.onChange(next);
  const toggle = (cells: readonly Cell[]) => change(toggleGroup(perms, cells, isLocked));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(`${M}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(limited ? `${M}.limited_hint` : `${M}.hint`)}
      </Typography>
      {/* inline-size containment: the table's width no longer widens the form (and the page) on a phone;
          it scrolls inside its container instead. */}
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, contain: 'inline-size' }}>
        <Table size="small" aria-label={translate(`${M}.title`)}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                <Box sx={{ display: 'flex', alignItems: 'center' }}>
                  <GroupBox
                    perms={perms}
                    cells={allCells()}
                    label={translate(`${M}.all`)}
                    disabled={lockedAll(allCells())}
                    onToggle={() => toggle(allCells())}
                  />
                  {translate(`${M}.module`)}
                </Box>
              </TableCell>
              {COLUMNS.map((operation) => (
                <TableCell key={operation} component="th" scope="col" align="center">
                  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                    <GroupBox
                      perms={perms}
                      cells={columnCells(operation)}
                      label={translate(`${M}.column_all`, { operation: operationLabel(operation) })}
                      disabled={lockedAll(columnCells(operation))}
                      onToggle={() => toggle(columnCells(operation))}
                    />
                    <span>{operationLabel(operation)}</span>
                  </Box>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {MODULES.map((module) => (
              <TableRow key={module} hover>
                <TableCell component="th" scope="row">
                  <Box sx={{ display: 'flex', alignItems: 'center' }}>
                    <GroupBox
                      perms={perms}
                      cells={rowCells(module)}
                      label={translate(`${M}.row_all`, { module: moduleLabel(module) })}
                      disabled={lockedAll(rowCells(module))}
                      onToggle={() => toggle(rowCells(module))}
                    />
                    {moduleLabel(module)}
                  </Box>
                </TableCell>
                {COLUMNS.map((operation) => (
                  <TableCell key={operation} align="center">
                    {hasOperation(module, operation) ? (
                      <Checkbox
                        size="small"
                        checked={can(perms, module, operation)}
                        disabled={isLocked({ module, operation })}
                        onChange={(event) =>
                          change(setCells(perms, [{ module, operation }], event.target.checked))
                        }
                        slotProps={{
                          input: {
                            'aria-label': translate(`${M}.cell`, {
                              module: moduleLabel(module),
                              operation: operationLabel(operation),
                            }),
                          },
                        }}
                      />
                    ) : null}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {fieldState.error?.message ? (
        <FormHelperText error>{translate(fieldState.error.message)}</FormHelperText>
      ) : null}
    </Box>
  );
};
