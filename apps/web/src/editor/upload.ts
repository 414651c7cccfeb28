import { EDITOR } from './constants';
import { API } from '@kaoshi/contracts';
import { http } from '../lib/http';

/** The editor's server controller (docs/REQUIREMENTS.md §11): `?action=` picks the call. */
export const EDITOR_CONTROLLER = API.editorController;

export type UploadKind = 'image' | 'video' | 'audio' | 'file';

/** docs/REQUIREMENTS.md §11: extra server parameters a use of the editor adds to its uploads' query. */
export type UploadParams = Readonly<Record<string, string | number | boolean>>;

/** The query of an upload call: the extra parameters, and the action, which they cannot replace. */
export const uploadQuery = (action: string, extra: UploadParams = {}) => ({ ...extra, action });

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

/** Files pasted or dropped together: the images, and every other file (uploaded as an attachment). */
export function splitByKind<T extends { type: string }>(files: T[]): { images: T[]; attachments: T[] } {
  const isImage = (file: T) => file.type.startsWith('image/');
  return { images: files.filter(isImage), attachments: files.filter((file) => !isImage(file)) };
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

/** docs/REQUIREMENTS.md §11: checks before sending (size, type, configured action). */
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

/** Reads the server's answer: `state` SUCCESS with a url, or the state shown as it is (docs/REQUIREMENTS.md §11). */
export function readUploadAnswer(data: unknown): UploadAnswer | null {
  if (!data || typeof data !== 'object' || typeof (data as UploadAnswer).state !== 'string') return null;
  return data as UploadAnswer;
}

/** docs/REQUIREMENTS.md §11: multipart with the file under the configured field, type=ajax, marked as XHR. */
export async function sendUpload(kind: KindConfig, file: File, extra?: UploadParams): Promise<UploadAnswer | null> {
  const body = new FormData();
  body.append('type', 'ajax');
  body.append(kind.field, file, file.name);
  const response = await http.post(EDITOR_CONTROLLER, body, {
    params: uploadQuery(kind.action, extra),
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    timeout: EDITOR.requestTimeoutMs * 12,
  });
  return readUploadAnswer(response.data);
}

/** Images in pasted HTML that live on another site: those the catcher should copy to us. */
export function remoteImageSources(html: string, ourOrigin: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi)) {
    const src = match[1]!;
    if (/^https?:\/\//i.test(src) && !src.startsWith(ourOrigin)) sources.add(src);
  }
  return [...sources];
}

export interface CatchResult {
  source: string;
  state: string;
  url?: string;
}

/** docs/REQUIREMENTS.md §11: the catcher copies remote images to our server; a failure only fires an error event. */
export async function catchRemoteImages(config: EditorConfig | null, sources: string[], extra?: UploadParams): Promise<CatchResult[]> {
  const action = config?.catcherActionName;
  const field = config?.catcherFieldName;
  if (typeof action !== 'string' || typeof field !== 'string' || sources.length === 0) return [];
  const body = new URLSearchParams();
  for (const source of sources) body.append(field, source);
  try {
    const response = await http.post(EDITOR_CONTROLLER, body, { params: uploadQuery(action, extra), timeout: EDITOR.catcherTimeoutMs });
    const list = (response.data as { list?: CatchResult[] } | null)?.list;
    return Array.isArray(list) ? list : [];
  } catch {
    window.dispatchEvent(new CustomEvent('kx-editor-catch-error', { detail: { sources } }));
    return [];
  }
}

/** docs/REQUIREMENTS.md §11: the scrawl's picture goes as base64 to the scrawl action; the url is read back. */
export async function sendScrawl(config: EditorConfig | null, pngDataUrl: string, extra?: UploadParams): Promise<UploadAnswer | null> {
  const action = config?.scrawlActionName;
  const field = config?.scrawlFieldName;
  if (typeof action !== 'string' || typeof field !== 'string') return null;
  const body = new URLSearchParams();
  body.append(field, pngDataUrl.replace(/^data:image\/png;base64,/, ''));
  const response = await http.post(EDITOR_CONTROLLER, body, { params: uploadQuery(action, extra), timeout: EDITOR.requestTimeoutMs * 6 });
  return readUploadAnswer(response.data);
}

/** Screen capture: one frame of a screen or window the person picks, as a PNG file. */
export async function captureScreen(): Promise<File | null> {
  if (!navigator.mediaDevices?.getDisplayMedia) return null;
  const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
  try {
    const video = document.createElement('video');
    video.srcObject = stream;
    video.muted = true;
    await video.play();
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? new File([blob], `screen-${Date.now()}.png`, { type: 'image/png' }) : null;
  } finally {
    stream.getTracks().forEach((track) => track.stop());
  }
}
