import { EDITOR } from './constants';
import { http } from '../lib/http';

/** The editor's server controller (spec 7 "Editor calls"): `?action=` picks the call. */
export const EDITOR_CONTROLLER = '/api/kaoshi-exam/editor/controller';

export type UploadKind = 'image' | 'video' | 'audio' | 'file';

/** The parts of the server's upload configuration the editor reads (action=config). */
export interface EditorConfig {
  [key: string]: unknown;
}

export interface KindConfig {
  action: string;
  field: string;
  maxSize: number;
  allowFiles: string[];
}

export function kindConfig(config: EditorConfig | null, kind: UploadKind): KindConfig | null {
  if (!config) return null;
  const action = config[`${kind}ActionName`];
  const field = config[`${kind}FieldName`];
  if (typeof action !== 'string' || !action || typeof field !== 'string') return null;
  return {
    action,
    field,
    maxSize: Number(config[`${kind}MaxSize`] ?? 0),
    allowFiles: Array.isArray(config[`${kind}AllowFiles`]) ? (config[`${kind}AllowFiles`] as string[]).map((ext) => ext.toLowerCase()) : [],
  };
}

let configPromise: Promise<EditorConfig | null> | null = null;

/** Loads the configuration once per page; a failure is remembered as "no configuration". */
export function loadEditorConfig(): Promise<EditorConfig | null> {
  configPromise ??= http
    .get(EDITOR_CONTROLLER, { params: { action: 'config' }, timeout: EDITOR.requestTimeoutMs })
    .then((response) => (response.data && typeof response.data === 'object' ? (response.data as EditorConfig) : null))
    .catch(() => null);
  return configPromise;
}

export type UploadRefusal = 'configMissing' | 'tooLarge' | 'typeNotAllowed' | 'badResponse';

/** Spec 5: checks before sending (size, type, configured action). */
export function checkUpload(kind: KindConfig | null, file: { name: string; size: number }): UploadRefusal | null {
  if (!kind) return 'configMissing';
  if (kind.maxSize > 0 && file.size > kind.maxSize) return 'tooLarge';
  const extension = `.${file.name.split('.').pop()?.toLowerCase() ?? ''}`;
  if (kind.allowFiles.length > 0 && !kind.allowFiles.includes(extension)) return 'typeNotAllowed';
  return null;
}

export interface UploadAnswer {
  state: string;
  url?: string;
  title?: string;
  original?: string;
}

/** Reads the server's answer: `state` SUCCESS with a url, or the state shown as it is (spec 8). */
export function readUploadAnswer(data: unknown): UploadAnswer | null {
  if (!data || typeof data !== 'object' || typeof (data as UploadAnswer).state !== 'string') return null;
  return data as UploadAnswer;
}

/** Spec 7: multipart with the file under the configured field, type=ajax, marked as XHR. */
export async function sendUpload(kind: KindConfig, file: File): Promise<UploadAnswer | null> {
  const body = new FormData();
  body.append('type', 'ajax');
  body.append(kind.field, file, file.name);
  const response = await http.post(EDITOR_CONTROLLER, body, {
    params: { action: kind.action },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    timeout: EDITOR.requestTimeoutMs * 12,
  });
  return readUploadAnswer(response.data);
}
