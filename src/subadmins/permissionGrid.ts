/**
 * The permission matrix as pure functions: which cells exist, what a row / column / the whole grid
 * holds, and what a select-all click changes. Cells the editing admin may not grant are locked: a
 * select-all never changes them (the API refuses such grants, docs/api.md).
 */
import {
  MODULES,
  MODULE_OPERATIONS,
  OPERATIONS,
  can,
  type ModuleName,
  type Operation,
  type PermissionSet,
} from '../domain/permissions';
import { normalizePermissions } from '../domain/subadmin';

export interface Cell {
  module: ModuleName;
  operation: Operation;
}

/** Operations that appear in at least one module, in the spec's order (the grid's columns). */
export const COLUMNS: readonly Operation[] = OPERATIONS.filter((op) =>
  MODULES.some((module) => hasOperation(module, op)),
);

export function hasOperation(module: ModuleName, operation: Operation): boolean {
  return (MODULE_OPERATIONS[module] as readonly Operation[]).includes(operation);
}

export const rowCells = (module: ModuleName): Cell[] =>
  MODULE_OPERATIONS[module].map((operation) => ({ module, operation }));
export const columnCells = (operation: Operation): Cell[] =>
  MODULES.filter((module) => hasOperation(module, operation)).map((module) => ({ module, operation }));
export const allCells = (): Cell[] => MODULES.flatMap(rowCells);

export type Selection = 'all' | 'some' | 'none';

export function selectionOf(perms: PermissionSet, cells: readonly Cell[]): Selection {
  const granted = cells.filter((c) => can(perms, c.module, c.operation)).length;
  if (granted === 0) return 'none';
  return granted === cells.length ? 'all' : 'some';
}

/** A new, complete set with the given cells set to `granted` (cells the editor may not change are kept). */
export function setCells(
  perms: PermissionSet,
  cells: readonly Cell[],
  granted: boolean,
  isLocked: (cell: Cell) => boolean = () => false,
): PermissionSet {
  const changing = cells.filter((cell) => !isLocked(cell));
  return normalizePermissions(perms).map((entry) => ({
    ...entry,
    operations: entry.operations.map((op) =>
      changing.some((c) => c.module === entry.permissions && c.operation === op.name)
        ? { ...op, canOperate: granted ? 'true' : '' }
        : op,
    ),
  }));
}

/**
 * A select-all click: when every changeable cell of the group is granted it clears them, otherwise it
 * grants them all (the indeterminate state also grants, as in most mail and file managers).
 */
export function toggleGroup(
  perms: PermissionSet,
  cells: readonly Cell[],
  isLocked: (cell: Cell) => boolean = () => false,
): PermissionSet {
  const changeable = cells.filter((cell) => !isLocked(cell));
  const allGranted = changeable.every((c) => can(perms, c.module, c.operation));
  return setCells(perms, changeable, !allGranted);
}
