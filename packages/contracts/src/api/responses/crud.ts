import { z } from 'zod';
import { type CrudEntity, crudPaths } from '../paths.js';
import { binary, none, paged, XLSX } from './define.js';

/**
 * The eight standard calls of an entity (apps/server/src/lib/crud-routes.ts): the list's page of
 * `item`s (the record unless the list shows less or more), the select's options, one record
 * from get/add/update, nothing from the deletes, and the .xlsx export.
 */
export function crudResponses(entity: CrudEntity, schemas: { record: z.ZodType; item?: z.ZodType; option: z.ZodType }) {
  const paths = crudPaths(entity);
  return {
    [`GET ${paths.list}`]: paged(schemas.item ?? schemas.record),
    [`GET ${paths.listAllForSelect}`]: z.array(schemas.option),
    [`GET ${paths.getById}/:id`]: schemas.record,
    [`POST ${paths.add}`]: schemas.record,
    [`PUT ${paths.update}`]: schemas.record,
    [`DELETE ${paths.remove}/:id`]: none,
    [`POST ${paths.batchDelete}`]: none,
    [`GET ${paths.export}`]: binary(XLSX),
  };
}
