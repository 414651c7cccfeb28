/** The catcher: copies images pasted from other sites to our server (docs/REQUIREMENTS.md §11). */
import {
  EDITOR_CATCHER_FIELD,
  EDITOR_CATCHER_MAX_SOURCES,
  EDITOR_SUCCESS,
  type EditorCatchItem,
  type EditorCatchResult,
  translate,
} from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.js';
import { fetchRemoteImage } from './remote-image.js';
import { editorFileUrl, storeContent } from './storage.js';
import { fieldValues } from './uploads.js';

/** How many addresses are fetched at the same time. */
const PARALLEL = 4;

/** Why an address was not captured, in the caller's language. */
function refusal(error: unknown, signal: AbortSignal, request: FastifyRequest): string {
  const lang = request.lang;
  if (signal.aborted) return translate(lang, 'remoteFetchTimeout');
  if (error instanceof AppError) return error.localise(lang);
  request.log.warn({ err: error }, 'image catcher: fetch failed');
  const reason = (error as { code?: string }).code ?? (error instanceof Error ? error.message : String(error));
  return translate(lang, 'remoteFetchFailed', { reason });
}

/**
 * Every address is fetched (see remote-image.ts) and stored like an upload; the answer lists
 * each one with its own state. The whole call ends after EDITOR_CATCHER_TIMEOUT_MS (60 s).
 */
export async function catchImages(app: FastifyInstance, request: FastifyRequest, body: unknown): Promise<EditorCatchResult> {
  const sources = fieldValues(body, EDITOR_CATCHER_FIELD)
    .map((source) => source.trim())
    .filter(Boolean);
  if (sources.length === 0) throw badRequest('fieldMissing', { field: EDITOR_CATCHER_FIELD });
  if (sources.length > EDITOR_CATCHER_MAX_SOURCES) throw badRequest('remoteTooMany', { max: EDITOR_CATCHER_MAX_SOURCES });
  const { maxBytes, extensions } = app.config.editor.limits.image;
  const signal = AbortSignal.timeout(app.config.editor.catcherTimeoutMs);
  const limits = { maxBytes, extensions, allowHosts: app.config.editor.catcherAllowHosts, signal };

  const list: EditorCatchItem[] = new Array(sources.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < sources.length; index = next++) {
      const source = sources[index]!;
      try {
        const { data, extension } = await fetchRemoteImage(source, limits);
        list[index] = { source, state: EDITOR_SUCCESS, url: editorFileUrl(await storeContent(app.config, data, extension)) };
      } catch (error) {
        list[index] = { source, state: refusal(error, signal, request), url: '' };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, sources.length) }, worker));
  return { state: EDITOR_SUCCESS, list };
}
