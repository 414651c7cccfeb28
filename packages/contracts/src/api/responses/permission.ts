import { z } from 'zod';
import { API } from '../paths.js';
import { none } from './define.js';

/** The answers of the /permission/ calls (generated from the API tests' answers, then read against the code). */

const getPermissionByIdData = z.strictObject({
  permissionId: z.number(),
  permissionKey: z.string(),
  name: z.string(),
  type: z.number(),
  linkType: z.number(),
  url: z.string(),
  parentId: z.number().nullable(),
  sort: z.number(),
  builtIn: z.number(),
});

export const permissionResponses = {
  [`GET ${API.listPermissionTree}`]: z.array(
    z.strictObject({
      permissionId: z.number(),
      permissionKey: z.string(),
      name: z.string(),
      type: z.number(),
      linkType: z.number(),
      url: z.string(),
      parentId: z.unknown() /* only null in the tests */,
      sort: z.number(),
      builtIn: z.number(),
      children: z.array(
        z.strictObject({
          permissionId: z.number(),
          permissionKey: z.string(),
          name: z.string(),
          type: z.number(),
          linkType: z.number(),
          url: z.string(),
          parentId: z.number(),
          sort: z.number(),
          builtIn: z.number(),
          children: z.array(z.unknown() /* no item in the tests */),
        }),
      ),
    }),
  ),
  [`GET ${API.getPermissionById}/:id`]: getPermissionByIdData,
  [`POST ${API.addPermission}`]: getPermissionByIdData,
  [`PUT ${API.updatePermission}`]: getPermissionByIdData,
  [`DELETE ${API.deletePermission}/:id`]: none,
};
