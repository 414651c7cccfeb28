import { z } from 'zod';
import { API } from '../paths.js';
import { binary } from './define.js';

/** The answers of the /editor/ calls (generated from the API tests' answers, then read against the code). */

export const editorResponses = {
  [`GET ${API.editorController}`]: z.looseObject({
    snapscreenActionName: z.string(),
    imageActionName: z.string(),
    imageFieldName: z.string(),
    imageMaxSize: z.number(),
    imageAllowFiles: z.array(z.string()),
    imageUrlPrefix: z.string(),
    scrawlActionName: z.string(),
    scrawlFieldName: z.string(),
    scrawlMaxSize: z.number(),
    scrawlAllowFiles: z.array(z.string()),
    scrawlUrlPrefix: z.string(),
    videoActionName: z.string(),
    videoFieldName: z.string(),
    videoMaxSize: z.number(),
    videoAllowFiles: z.array(z.string()),
    videoUrlPrefix: z.string(),
    audioActionName: z.string(),
    audioFieldName: z.string(),
    audioMaxSize: z.number(),
    audioAllowFiles: z.array(z.string()),
    audioUrlPrefix: z.string(),
    fileActionName: z.string(),
    fileFieldName: z.string(),
    fileMaxSize: z.number(),
    fileAllowFiles: z.array(z.string()),
    fileUrlPrefix: z.string(),
    catcherActionName: z.string(),
    catcherFieldName: z.string(),
    catcherMaxSize: z.number(),
    catcherAllowFiles: z.array(z.string()),
    catcherUrlPrefix: z.string(),
  }),
  // The editor's controller speaks UEditor's protocol, whose answer differs per action (upload,
  // catcher, listings): its fields are checked, further ones let through.
  [`POST ${API.editorController}`]: z.looseObject({
    state: z.string(),
    url: z.string().optional(),
    title: z.string().optional(),
    original: z.string().optional(),
    type: z.string().optional(),
    size: z.number().optional(),
    list: z
      .array(
        z.strictObject({
          source: z.string(),
          state: z.string(),
          url: z.string(),
        }),
      )
      .optional(),
  }),
  [`GET ${API.editorFiles}/:name`]: binary(
    'application/octet-stream',
    'application/pdf',
    'audio/mpeg',
    'image/gif',
    'image/jpeg',
    'image/png',
    'text/plain',
    'video/mp4',
  ),
};
