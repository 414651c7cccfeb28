import { type Envelope, type FieldErrors, retryOf, type SignInBusy, STATUS } from '@kaoshi/contracts';
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import i18n from '../i18n';
import { showErrorOnce } from './error-message';
import { getToken, removeToken } from './token';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows failures itself, so the client pops up no message (the exam page's saves). */
    quiet?: boolean;
  }
}

/** docs/REQUIREMENTS.md §14: one shared client, base address from configuration, 60000 ms timeout. */
export const REQUEST_TIMEOUT_MS = 60000;

export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '',
  timeout: REQUEST_TIMEOUT_MS,
  // The envelope decides success, not the HTTP status.
  validateStatus: () => true,
});

http.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Accept-Language', i18n.language);
  return config;
});

/** The page reload on status 10000 (docs/REQUIREMENTS.md §4.2), replaceable in tests (jsdom cannot reload). */
export const page = { reload: () => window.location.reload() };

/**
 * Thrown for every refused call; `status` is the envelope status, `fields` the refused form
 * fields' messages when the server named them (see FieldErrors), for the form to show;
 * `retry` when the server asked for the same call again later (SignInBusy).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Readonly<Record<string, string>> = {},
    readonly retry: SignInBusy | null = null,
  ) {
    super(message);
  }
}

function fieldErrorsOf(data: unknown): Record<string, string> {
  const fields = (data as Partial<FieldErrors> | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function isDownload(response: AxiosResponse) {
  const type = String(response.headers['content-type'] ?? '');
  return type.includes('force-download') || type.includes('octet-stream') || type.includes('spreadsheetml');
}

/**
 * docs/REQUIREMENTS.md §15: 200 succeeds; 30001 and downloads pass through untouched; 10000 clears the token
 * and reloads (back to login); anything else shows the server's message and rejects.
 */
/**
 * The envelope of an answer, or null when the body is not one. Status 10000 clears the token and
 * reloads (back to login) here, for every caller.
 */
function envelopeOf<T>(response: AxiosResponse): Envelope<T> | null {
  const body = response.data as Envelope<T> | undefined;
  if (!body || typeof body !== 'object' || typeof body.status !== 'number') return null;
  if (body.status === STATUS.TOKEN_INVALID) {
    removeToken();
    page.reload();
  }
  return body;
}

export function readEnvelope(response: AxiosResponse): unknown {
  if (isDownload(response) || response.config.responseType === 'blob') return response;
  const body = envelopeOf(response);
  if (!body) {
    const text = i18n.t('http.badResponse');
    showErrorOnce(text);
    throw new ApiError(text, STATUS.SERVER_ERROR);
  }
  if (body.status === STATUS.OK) return body.data;
  if (body.status === STATUS.PASS_THROUGH) return body;
  if (body.status === STATUS.TOKEN_INVALID) throw new ApiError(body.message, body.status);
  const text = body.message || 'Error';
  const retry = retryOf(body);
  // Asked to send it again later: the caller does, and says so on its own page (the sign-in page).
  if (retry === null) showErrorOnce(text);
  throw new ApiError(text, body.status, fieldErrorsOf(body.data), retry);
}

http.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    // No response at all: the network is down (docs/REQUIREMENTS.md §15 network message).
    if (axios.isAxiosError(error) && !error.response) {
      if (error.config?.quiet) return Promise.reject(new ApiError('', 0));
      const text = i18n.t('http.networkDown');
      showErrorOnce(text);
      return Promise.reject(new ApiError(text, 0));
    }
    return Promise.reject(error);
  },
);

export async function request<T>(config: AxiosRequestConfig): Promise<T> {
  return readEnvelope(await http.request(config)) as T;
}

/**
 * What a quiet call ends in: the data (stamped with the browser time it arrived), a failure worth
 * retrying (no answer, not an envelope, or the server briefly unavailable), or the server's refusal.
 */
export type QuietResult<T> =
  { kind: 'ok'; data: T; receivedAt: number } | { kind: 'network' } | { kind: 'refused'; status: number; message: string };

/** Worth retrying: the server or a proxy in between is briefly unavailable. */
const TRANSIENT = new Set<number>([STATUS.SERVER_ERROR, STATUS.RATE_LIMITED]);

/**
 * A call through the same client (token, language, envelope, status 10000) that pops up no
 * message: for calls that fail every few seconds by design while offline, whose page shows one
 * calm banner instead.
 */
export async function quietRequest<T>(config: AxiosRequestConfig): Promise<QuietResult<T>> {
  let response: AxiosResponse;
  try {
    response = await http.request({ ...config, quiet: true });
  } catch {
    return { kind: 'network' };
  }
  const body = envelopeOf<T>(response);
  if (!body || TRANSIENT.has(body.status)) return { kind: 'network' };
  if (body.status === STATUS.OK) return { kind: 'ok', data: body.data, receivedAt: Date.now() };
  return { kind: 'refused', status: body.status, message: body.message };
}

/** Form-encoded bodies, as the form calls (doLogin, bindRoleWithPermission) send (docs/REQUIREMENTS.md §14). */
export function formBody(fields: Record<string, string | number | readonly (string | number)[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue; // an optional field left out, not sent as "undefined"
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}
