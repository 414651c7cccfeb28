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
  // The tests' tree was two deep: roots, and their children without children of their own.
  [`GET ${API.listPermissionTree}`]: z.array(
    getPermissionByIdData.extend({
      parentId: z.unknown() /* only null in the tests */,
      children: z.array(
        getPermissionByIdData.extend({
          parentId: z.number(),
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
