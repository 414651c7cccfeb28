import {
  API,
  EDITOR_ACTION,
  EDITOR_ACTION_OF,
  EDITOR_CATCHER_FIELD,
  EDITOR_CATCHER_MAX_SOURCES,
  EDITOR_SUCCESS,
  EDITOR_UPLOAD_FIELD,
  EDITOR_UPLOAD_KEYS,
  EDITOR_UPLOAD_KINDS,
  type EditorConfig,
  editorControllerQuery,
  editorFileParams,
  type EditorRefusal,
  type EditorResponse,
  type EditorUploadKind,
  HTTP_FOR_STATUS,
  STATUS,
} from '@kaoshi/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig, EditorStoredKind } from '../../config.js';
import { badRequest } from '../../lib/app-error.js';
import { receiveFields } from '../../lib/uploads.js';
import { errorEnvelope } from '../../plugins/errors.js';
import { catchImages } from './catcher.js';
import { sendEditorFile } from './files.js';
import { type MultipartKind, receiveEditorUpload, receiveScrawl } from './uploads.js';

/** The limits each kind of the configuration reports; the catcher stores images. */
const STORED_AS: Record<EditorUploadKind, EditorStoredKind> = {
  image: 'image',
  scrawl: 'scrawl',
  video: 'video',
  audio: 'audio',
  file: 'file',
  catcher: 'image',
};

/** `?action=config`: UEditor's flat keys per kind; files are served from this site, so every URL prefix is ''. */
export function editorConfigOf(config: AppConfig): EditorConfig {
  const result: Record<string, unknown> = { snapscreenActionName: EDITOR_ACTION.uploadImage };
  for (const kind of EDITOR_UPLOAD_KINDS) {
    const { maxBytes, extensions } = config.editor.limits[STORED_AS[kind]];
    result[`${kind}ActionName`] = EDITOR_ACTION_OF[kind];
    result[`${kind}FieldName`] = kind === 'catcher' ? EDITOR_CATCHER_FIELD : EDITOR_UPLOAD_FIELD;
    result[`${kind}MaxSize`] = maxBytes;
    result[`${kind}AllowFiles`] = extensions.map((extension) => `.${extension}`);
    result[`${kind}UrlPrefix`] = '';
  }
  return result as EditorConfig;
}

/** The envelope with `data`, and the same fields at the top level where the editor reads them. */
const editorReply = <T extends object>(data: T): EditorResponse<T> => ({ status: STATUS.OK, message: EDITOR_SUCCESS, data, ...data });

/** A refusal (access, validation, limits…) as an envelope whose message is also the editor's `state`. */
function editorErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, message } = errorEnvelope(error, request);
  const body: EditorRefusal = { status, message, data: null, state: message };
  return reply.code(HTTP_FOR_STATUS[status]).type('application/json; charset=utf-8').send(body);
}

const MULTIPART_ACTIONS: Record<string, MultipartKind> = {
  [EDITOR_ACTION.uploadImage]: 'image',
  [EDITOR_ACTION.uploadVideo]: 'video',
  [EDITOR_ACTION.uploadAudio]: 'audio',
  [EDITOR_ACTION.uploadFile]: 'file',
};

/** The editor's calls (docs/REQUIREMENTS.md §11): one controller, the action in the query. */
export async function editorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['editor'];
  const authoring = { access: { permission: EDITOR_UPLOAD_KEYS } } as const;
  const { scrawl } = app.config.editor.limits;
  // A scrawl arrives as base64 in a form or JSON body: a third larger than the image.
  const scrawlBodyBytes = Math.ceil((scrawl.maxBytes * 4) / 3) + 64 * 1024;
  const bodyLimit = Math.max(1024 * 1024, scrawlBodyBytes);
  /** A form or JSON body; a multipart form's text fields. */
  const formBody = (request: FastifyRequest, limits: { fieldBytes: number; fields: number }) =>
    request.isMultipart() ? receiveFields(request, limits) : Promise.resolve(request.body);

  r.get(
    API.editorController,
    { schema: { tags, querystring: editorControllerQuery }, config: authoring, errorHandler: editorErrorHandler },
    async (req) => {
      if (req.query.action !== EDITOR_ACTION.config) throw badRequest('editorUnknownAction', { action: req.query.action });
      return editorReply(editorConfigOf(app.config));
    },
  );

  r.post(
    API.editorController,
    {
      schema: { tags, querystring: editorControllerQuery },
      config: { ...authoring, rateLimit: 'upload' },
      bodyLimit,
      errorHandler: editorErrorHandler,
    },
    async (req) => {
      const { action } = req.query;
      // Own keys only: `?action=valueOf` must not find Object.prototype's (found by the fuzz tests).
      const kind = Object.hasOwn(MULTIPART_ACTIONS, action) ? MULTIPART_ACTIONS[action] : undefined;
      if (kind) return editorReply(await receiveEditorUpload(app, req, kind));
      if (action === EDITOR_ACTION.uploadScrawl)
        return editorReply(await receiveScrawl(app, await formBody(req, { fieldBytes: scrawlBodyBytes, fields: 5 })));
      if (action === EDITOR_ACTION.catchImage) {
        return editorReply(
          await catchImages(app, req, await formBody(req, { fieldBytes: 8 * 1024, fields: EDITOR_CATCHER_MAX_SOURCES + 5 })),
        );
      }
      throw badRequest('editorUnknownAction', { action });
    },
  );

  // Any signed-in user: candidates see the images in their questions. An <img> cannot send a
  // header, so the session cookie signs this read in (it changes nothing: plugins/access.ts).
  r.get(
    `${API.editorFiles}/:name`,
    { schema: { tags, params: editorFileParams }, config: { access: 'signedIn', cookie: true } },
    async (req, reply) => sendEditorFile(app, req, reply, req.params.name),
  );
}
