/**
 * The smallest honest react-admin app: <Admin>, one <Resource> with a ListGuesser, and an in-memory
 * data provider shaped like ra-data-simple-rest. The bench compares Giftdesk's bundle and first
 * screens with it. It holds 1,000 posts: issue 23 times Giftdesk's list at 100,000 orders against
 * this list at 1,000 rows (paged and sorted here like a server would, 10 rows on screen).
 */
import { createRoot } from 'react-dom/client';
import {
  Admin,
  ListGuesser,
  Resource,
  type CreateParams,
  type DataProvider,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetOneParams,
  type Identifier,
  type RaRecord,
  type UpdateManyParams,
  type UpdateParams,
} from 'react-admin';

const tables: Record<string, RaRecord[]> = {
  posts: Array.from({ length: 1000 }, (_, i) => ({
    id: i + 1,
    title: `Post number ${i + 1}`,
    views: (i * 37) % 500,
    published_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
  })),
};

const table = (resource: string): RaRecord[] => (tables[resource] ??= []);
const find = (resource: string, id: Identifier) => table(resource).find((r) => String(r.id) === String(id));
/** The provider's records are untyped rows; react-admin's hooks pick the record type. */
const as = <T extends RaRecord>(records: RaRecord[]) => records as T[];

function sorted(records: RaRecord[], field: string, order: string): RaRecord[] {
  const sign = order === 'DESC' ? -1 : 1;
  return [...records].sort((a, b) => (a[field] > b[field] ? sign : a[field] < b[field] ? -sign : 0));
}

const dataProvider: DataProvider = {
  async getList<T extends RaRecord>(resource: string, params: GetListParams) {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
    const all = sorted(table(resource), field, order);
    return { data: as<T>(all.slice((page - 1) * perPage, page * perPage)), total: all.length };
  },
  async getOne<T extends RaRecord>(resource: string, { id }: GetOneParams) {
    const [record] = as<T>([find(resource, id) ?? { id }]);
    return { data: record };
  },
  async getMany<T extends RaRecord>(resource: string, { ids }: GetManyParams) {
    return { data: as<T>(table(resource).filter((r) => ids.map(String).includes(String(r.id)))) };
  },
  async getManyReference<T extends RaRecord>(resource: string, { target, id }: GetManyReferenceParams) {
    const data = as<T>(table(resource).filter((r) => String(r[target]) === String(id)));
    return { data, total: data.length };
  },
  async create<T extends RaRecord>(resource: string, { data }: CreateParams) {
    const record = { ...data, id: table(resource).length + 1 };
    table(resource).push(record);
    return { data: as<T>([record])[0] };
  },
  async update<T extends RaRecord>(resource: string, { id, data }: UpdateParams) {
    const record = Object.assign(find(resource, id) ?? { id }, data);
    return { data: as<T>([record])[0] };
  },
  async updateMany(resource: string, { ids, data }: UpdateManyParams) {
    ids.forEach((id) => Object.assign(find(resource, id) ?? {}, data));
    return { data: ids };
  },
  async delete<T extends RaRecord>(resource: string, { id }: DeleteParams) {
    const record = find(resource, id) ?? { id };
    tables[resource] = table(resource).filter((r) => r !== record);
    return { data: as<T>([record])[0] };
  },
  async deleteMany(resource: string, { ids }: DeleteManyParams) {
    tables[resource] = table(resource).filter((r) => !ids.map(String).includes(String(r.id)));
    return { data: ids };
  },
};

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Admin dataProvider={dataProvider} disableTelemetry>
      <Resource name="posts" list={ListGuesser} />
    </Admin>,
  );
}
