import { z } from 'zod';
import { API } from '../paths.js';
import { binary, none, XLSX } from './define.js';

/** The answers of the /notice/ calls (generated from the API tests' answers, then read against the code). */

const getNoticeByIdData = z.strictObject({
  noticeId: z.number(),
  title: z.string(),
  content: z.string(),
  minReadingSeconds: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export const noticeResponses = {
  [`GET ${API.listNotice}`]: z.strictObject({
    list: z.array(getNoticeByIdData),
    total: z.number(),
  }),
  [`GET ${API.listAllNoticeForSelect}`]: z.array(
    z.strictObject({
      noticeId: z.number(),
      title: z.string(),
    }),
  ),
  [`GET ${API.getNoticeById}/:id`]: getNoticeByIdData,
  [`POST ${API.addNotice}`]: getNoticeByIdData,
  [`PUT ${API.updateNotice}`]: getNoticeByIdData,
  [`DELETE ${API.deleteNotice}/:id`]: none,
  [`POST ${API.batchDeleteNotice}`]: none,
  [`GET ${API.exportNotice}`]: binary(XLSX),
};
