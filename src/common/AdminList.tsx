import { List, type ListProps } from 'react-admin';
import { Deferred, DeferredListContext } from './Deferred';
import { ListPagination } from './ListParts';

/**
 * react-admin's List with the spec's list defaults (section 1): newest first, 10 rows a page out of
 * 10/20/50, and the table (with its own empty line) rather than react-admin's empty page. The list
 * mounts, and its rows take each answer, in interruptible renders (Deferred).
 */
export const AdminList = ({ children, ...props }: ListProps) => (
  <Deferred>
    <List
      sort={{ field: 'dCreatedAt', order: 'DESC' }}
      perPage={10}
      // The pagination takes the answer with the rows, so it does not show under an empty table first.
      pagination={
        <DeferredListContext>
          <ListPagination />
        </DeferredListContext>
      }
      empty={false}
      {...props}
    >
      <DeferredListContext>{children}</DeferredListContext>
    </List>
  </Deferred>
);
