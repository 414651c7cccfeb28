import { z } from 'zod';
import { API } from '../paths.js';
import { binary, none, XLSX } from './define.js';

/** The answers of the /venue/ calls (generated from the API tests' answers, then read against the code). */

const getVenueByIdData = z.strictObject({
  venueId: z.number(),
  name: z.string(),
  address: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  roomCount: z.number(),
  capacity: z.number(),
});

export const venueResponses = {
  [`GET ${API.listVenue}`]: z.strictObject({
    list: z.array(z.unknown() /* no item in the tests */),
    total: z.number(),
  }),
  [`GET ${API.listAllVenueForSelect}`]: z.array(z.unknown() /* no item in the tests */),
  [`GET ${API.getVenueById}/:id`]: getVenueByIdData,
  [`POST ${API.addVenue}`]: getVenueByIdData,
  [`PUT ${API.updateVenue}`]: getVenueByIdData,
  [`DELETE ${API.deleteVenue}/:id`]: none,
  [`POST ${API.batchDeleteVenue}`]: none,
  [`GET ${API.exportVenue}`]: binary(XLSX),
};
