import { type CrudEntity, crudPaths, type Paged } from '@kaoshi/contracts';
import { request } from './http';
import type { Filters } from './list-query';

/** The calls every management screen makes, for one resource (docs/REQUIREMENTS.md §14). */
export function crudApi<Row, Option, Input>(entity: CrudEntity) {
  const paths = crudPaths(entity);
  return {
    paths,
    list: (params: Filters) => request<Paged<Row>>({ url: paths.list, method: 'GET', params }),
    options: (params: Filters = {}) => request<Option[]>({ url: paths.listAllForSelect, method: 'GET', params }),
    add: (input: Input) => request<Row>({ url: paths.add, method: 'POST', data: input }),
    update: (input: Input) => request<Row>({ url: paths.update, method: 'PUT', data: input }),
    remove: (id: number) => request<null>({ url: `${paths.remove}/${id}`, method: 'DELETE' }),
    batchRemove: (ids: number[]) => request<null>({ url: paths.batchDelete, method: 'POST', data: { ids } }),
  };
}
