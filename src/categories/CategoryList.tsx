/**
 * /admin/category (catalogue-and-orders.md s.2, s.6): card preview, title, category, status switch
 * and actions. Edit shows the status switch and the actions column (s.6: "categories: actions column
 * removed without Edit"); inside it view / edit / delete follow their own flags. View alone still opens
 * the detail page: the row is the link, since the spec leaves no eye. Add shows the floating plus
 * button; without any flag the user goes to the dashboard.
 */
import { DataTable, TopToolbar, useTranslate } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { ExportAllButton } from '../common/ExportAllButton';
import { FloatingAddButton } from '../common/FloatingAddButton';
import { ListGuard } from '../common/ListGuard';
import { NoRows } from '../common/ListParts';
import { RowActions } from '../common/RowActions';
import { StatusSwitch } from '../common/StatusSwitch';
import { useListRights } from '../common/useListRights';
import type { Category } from '../domain/catalogue';
import { NOTICE_MS } from '../domain/timing';
import { categoryCsvRows } from './categoryExporter';
import { CategoryTile } from './CategoryTile';
import { CATEGORY_CREATE_PATH, CATEGORY_RESOURCE, categoryEditPath, categoryViewPath } from './constants';
import { ResponsiveDataTable } from '../comfort/ResponsiveDataTable';
import { searchFilters } from '../common/SearchFilters';
import { endpoints } from './endpoints';
import { BulkDeleteButton, BulkStatusButtons } from '../common/bulk/BulkStatusButtons';

const L = 'gd.catalogue.list';
type Row = Category & { id: string };

const ListActions = () => (
  <TopToolbar>
    <ExportAllButton toRows={categoryCsvRows} filename="categories" />
  </TopToolbar>
);

const categoryTitle = (row: Row) => row.sTitle;

const CategoryBulkActions = ({ remove }: { remove: boolean }) => (
  <>
    <BulkStatusButtons<Row> on="Active" off="Disabled" rowLabel={categoryTitle} />
    {remove && <BulkDeleteButton<Row> rowLabel={categoryTitle} />}
  </>
);

export function CategoryList() {
  const rights = useListRights(CATEGORY_RESOURCE);
  const translate = useTranslate();
  const filters = searchFilters({
    resource: CATEGORY_RESOURCE,
    list: endpoints.category.list,
    placeholder: `${L}.search`,
  });
  return (
    <ListGuard rights={rights}>
      <AdminList
        resource={CATEGORY_RESOURCE}
        title={`${L}.title`}
        filters={filters}
        actions={<ListActions />}
      >
        <ResponsiveDataTable<Row>
          // As the row: the switch needs Edit, the cross sits in the Edit-only actions column and needs Delete.
          bulkActionButtons={rights.edit ? <CategoryBulkActions remove={rights.remove} /> : false}
          rowClick={rights.view ? (id) => categoryViewPath(id) : false}
          empty={<NoRows message={`${L}.empty`} />}
        >
          <DataTable.Col label={`${L}.card_preview`} disableSort cellSx={() => ({ width: 240 })}>
            <CategoryTile />
          </DataTable.Col>
          <DataTable.Col source="sTitle" />
          <DataTable.Col
            source="sCategory"
            render={(record) => translate(`gd.catalogue.kinds.${record.sCategory}`, { _: record.sCategory })}
          />
          {rights.edit && (
            <DataTable.Col source="eStatus" label={`${L}.status`}>
              <StatusSwitch<Row, Row['eStatus']>
                on="Active"
                off="Disabled"
                label={`${L}.toggle`}
                labelArgs={(row) => ({ title: row.sTitle })}
                noticeMs={NOTICE_MS.default}
              />
            </DataTable.Col>
          )}
          {rights.edit && (
            <DataTable.Col label={`${L}.actions`} disableSort>
              <RowActions<Row>
                rights={rights}
                viewPath={(row) => categoryViewPath(row.id)}
                editPath={(row) => categoryEditPath(row.id)}
                name={(row) => row.sTitle}
                content={`${L}.delete_content`}
                noticeMs={NOTICE_MS.default}
              />
            </DataTable.Col>
          )}
        </ResponsiveDataTable>
        {rights.add && <FloatingAddButton label={`${L}.add`} to={CATEGORY_CREATE_PATH} />}
      </AdminList>
    </ListGuard>
  );
}
