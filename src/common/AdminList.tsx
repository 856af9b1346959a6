import { List, TopToolbar, useResourceContext, type ListProps } from 'react-admin';
import {
  AfterPage,
  Deferred,
  DeferredListContext,
  ShownListContextProvider,
  ShownListScope,
} from './Deferred';
import { PageLoading } from './PageLoading';
import { ListLoadError, ListPagination } from './ListParts';
import { RequireAccess } from './RequireAccess';
import { BulkRunScope } from './bulk/BulkRunScope';
import { LIST_DEFAULTS } from './listDefaults';

/**
 * react-admin's List with the spec's list defaults (section 1): newest first, 10 rows a page out of
 * 10/20/50, and the table (with its own empty line) rather than react-admin's empty page. It mounts
 * only with the List right (RequireAccess: no refused call on the way out), unless the caller turns
 * react-admin's check off (`disableAuthentication`) because it guards the page itself (ListGuard:
 * lists any of whose operations open them). It mounts, and its rows take each answer, in
 * interruptible renders (Deferred). A failed call shows its message and a retry, never an empty table.
 *
 * The toolbar's actions and the pagination mount once the rows are on screen (AfterPage): on a cold
 * load they were part of the render and commit that shows the first row. An empty toolbar holds the
 * actions' place meanwhile, so nothing moves when they come.
 */
export const AdminList = ({ children, actions, ...props }: ListProps) => {
  const resource = useResourceContext(props) ?? '';
  const list = (
    <ShownListScope>
      <Deferred fallback={<PageLoading />}>
        <List
          sort={LIST_DEFAULTS.sort}
          perPage={LIST_DEFAULTS.perPage}
          // The pagination shows the answer the rows show, once they show it: never under an empty table.
          pagination={
            <AfterPage>
              <ShownListContextProvider>
                <ListPagination />
              </ShownListContextProvider>
            </AfterPage>
          }
          empty={false}
          error={<ListLoadError />}
          // Left undefined, react-admin's own actions; false, none.
          actions={actions ? <AfterPage fallback={<TopToolbar />}>{actions}</AfterPage> : actions}
          {...props}
        >
          {/* A bulk action's run and its dialog outlive the rows it changes (common/bulk). */}
          <BulkRunScope>
            <DeferredListContext showLoading>{children}</DeferredListContext>
          </BulkRunScope>
        </List>
      </Deferred>
    </ShownListScope>
  );
  if (props.disableAuthentication) return list;
  return (
    <RequireAccess resource={resource} action="list">
      {list}
    </RequireAccess>
  );
};
