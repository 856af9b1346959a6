import type { ReactNode } from 'react';
import { DataTable } from 'react-admin';
import type { ListRights } from '../common/useListRights';
import { CardStatusSwitch } from './StatusSwitch';

/**
 * The last columns of both card lists (section 6): the status switch needs Edit, the actions column
 * any of View / Edit / Delete. An array rather than a component, so DataTable still sees each column
 * as its own child.
 */
export const cardRightsColumns = (rights: ListRights, actionsLabel: string, actions: ReactNode) => [
  rights.edit && (
    <DataTable.Col key="eStatus" source="eStatus">
      <CardStatusSwitch />
    </DataTable.Col>
  ),
  (rights.view || rights.edit || rights.remove) && (
    <DataTable.Col key="actions" label={actionsLabel} disableSort align="right">
      {actions}
    </DataTable.Col>
  ),
];
