/**
 * /admin/category (catalogue-and-orders.md s.2, s.6): card preview, title, category, status switch
 * and actions. Edit shows the status switch and the actions column (view / edit / delete each by its
 * own flag); Add shows the floating plus button; without any flag the user goes to the dashboard.
 */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import ViewIcon from '@mui/icons-material/Visibility';
import { Box, Fab, IconButton, Tooltip, Typography } from '@mui/material';
import {
  DataTable,
  ExportButton,
  FunctionField,
  LinkBase,
  List,
  Pagination,
  SearchInput,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { Category } from '../domain/catalogue';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { ADMIN_HOME } from '../paths';
import { categoryExporter } from './categoryExporter';
import { CategoryStatusToggle } from './CategoryStatusToggle';
import { CategoryTile } from './CategoryTile';
import {
  CATEGORY_CREATE_PATH,
  CATEGORY_RESOURCE,
  LIST_NOTICE_MS,
  categoryEditPath,
  categoryViewPath,
} from './constants';

const L = 'gd.catalogue.list';

export function useCategoryRights() {
  const view = useCanAccess({ resource: CATEGORY_RESOURCE, action: 'list' });
  const add = useCanAccess({ resource: CATEGORY_RESOURCE, action: 'create' });
  const edit = useCanAccess({ resource: CATEGORY_RESOURCE, action: 'edit' });
  const remove = useCanAccess({ resource: CATEGORY_RESOURCE, action: 'delete' });
  return {
    isPending: view.isPending || add.isPending || edit.isPending || remove.isPending,
    view: !!view.canAccess,
    add: !!add.canAccess,
    edit: !!edit.canAccess,
    remove: !!remove.canAccess,
  };
}

function RowActions({ view, remove }: { view: boolean; remove: boolean }) {
  const record = useRecordContext<Category & { id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  const action = (label: string, to: string, icon: React.ReactNode) => (
    <Tooltip title={translate(label)}>
      <IconButton
        component={LinkBase}
        to={to}
        size="small"
        aria-label={`${translate(label)}: ${record.sTitle}`}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {view && action(`${L}.view`, categoryViewPath(record.id), <ViewIcon fontSize="small" />)}
      {action(`${L}.edit`, categoryEditPath(record.id), <EditIcon fontSize="small" />)}
      {remove && (
        <ConfirmDeleteButton<Category & { id: string }>
          name={(row) => row.sTitle}
          content={`${L}.delete_content`}
          noticeMs={LIST_NOTICE_MS}
        />
      )}
    </Box>
  );
}

const ListActions = () => (
  <TopToolbar>
    <ExportButton maxResults={10_000} />
  </TopToolbar>
);

export function CategoryList() {
  const rights = useCategoryRights();
  const translate = useTranslate();
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={translate(`${L}.search`)} />];
  if (rights.isPending) return null;
  if (!rights.view && !rights.add && !rights.edit && !rights.remove)
    return <Navigate to={ADMIN_HOME} replace />;
  return (
    <>
      <List
        resource={CATEGORY_RESOURCE}
        title={`${L}.title`}
        filters={filters}
        actions={<ListActions />}
        exporter={categoryExporter}
        perPage={10}
        sort={{ field: 'dCreatedAt', order: 'DESC' }}
        pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
        empty={false}
      >
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          empty={
            <Typography sx={{ p: 2 }} color="text.secondary">
              {translate(`${L}.empty`)}
            </Typography>
          }
        >
          <DataTable.Col label={`${L}.card_preview`} disableSort cellSx={() => ({ width: 240 })}>
            <CategoryTile />
          </DataTable.Col>
          <DataTable.Col source="sTitle" />
          <DataTable.Col
            source="sCategory"
            render={(record: Category) =>
              translate(`gd.catalogue.kinds.${record.sCategory}`, { _: record.sCategory })
            }
          />
          {rights.edit && (
            <DataTable.Col source="eStatus" label={`${L}.status`}>
              <CategoryStatusToggle />
            </DataTable.Col>
          )}
          {rights.edit && (
            <DataTable.Col label={`${L}.actions`} disableSort>
              <FunctionField render={() => <RowActions view={rights.view} remove={rights.remove} />} />
            </DataTable.Col>
          )}
        </DataTable>
      </List>
      {rights.add && (
        <Tooltip title={translate(`${L}.add`)}>
          <Fab
            color="primary"
            component={LinkBase}
            to={CATEGORY_CREATE_PATH}
            aria-label={translate(`${L}.add`)}
            sx={{ position: 'fixed', right: 32, bottom: 32, zIndex: 10 }}
          >
            <AddIcon />
          </Fab>
        </Tooltip>
      )}
    </>
  );
}
