import { List, type ListProps } from 'react-admin';
import { ListPagination } from './ListParts';

/**
 * react-admin's List with the spec's list defaults (section 1): newest first, 10 rows a page out of
 * 10/20/50, and the table (with its own empty line) rather than react-admin's empty page.
 */
export const AdminList = (props: ListProps) => (
  <List
    sort={{ field: 'dCreatedAt', order: 'DESC' }}
    perPage={10}
    pagination={<ListPagination />}
    empty={false}
    {...props}
  />
);
