import { type Envelope, type FieldErrors, STATUS } from '@kaoshi/contracts';
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import i18n from '../i18n';
import { showErrorOnce } from './error-message';
import { getToken, removeToken } from './token';

/** Spec 7: one shared client, base address from configuration, 60000 ms timeout. */
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

/** The page reload of spec 8's status 10000, replaceable in tests (jsdom cannot reload). */
export const page = { reload: () => window.location.reload() };

/**
 * Thrown for every refused call; `status` is the envelope status, `fields` the refused form
 * fields' messages when the server named them (see FieldErrors), for the form to show.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Readonly<Record<string, string>> = {},
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
 * Spec 8: 200 succeeds; 30001 and downloads pass through untouched; 10000 clears the token
 * and reloads (back to login); anything else shows the server's message and rejects.
 */
export function readEnvelope(response: AxiosResponse): unknown {
  if (isDownload(response) || response.config.responseType === 'blob') return response;
  const body = response.data as Envelope | undefined;
  if (!body || typeof body !== 'object' || !('status' in body)) {
    const text = i18n.t('http.badResponse');
    showErrorOnce(text);
    throw new ApiError(text, STATUS.SERVER_ERROR);
  }
  if (body.status === STATUS.OK) return body.data;
  if (body.status === STATUS.PASS_THROUGH) return body;
  if (body.status === STATUS.TOKEN_INVALID) {
    removeToken();
    page.reload();
    throw new ApiError(body.message, body.status);
  }
  const text = body.message || 'Error';
  showErrorOnce(text);
  throw new ApiError(text, body.status, fieldErrorsOf(body.data));
}

http.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    // No response at all: the network is down (spec 8's network message).
    if (axios.isAxiosError(error) && !error.response) {
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

/** Form-encoded bodies, as the spec's form calls (doLogin, bindRoleWithPermission) send. */
export function formBody(fields: Record<string, string | number | readonly (string | number)[]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}
