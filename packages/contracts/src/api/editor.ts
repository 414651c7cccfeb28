import { z } from 'zod';
import { PERMISSION, type PermissionKey } from '../permissions.js';

/**
 * The rich-text editor's server calls (docs/REQUIREMENTS.md §11): one controller path, the
 * action in `?action=`, UEditor's names and fields. Answers carry the usual envelope and, at
 * the top level, the fields the editor reads (`state`, `url`, `title`, `original`, `list`).
 */
export const EDITOR_ACTION = {
  config: 'config',
  uploadImage: 'uploadimage',
  uploadScrawl: 'uploadscrawl',
  uploadVideo: 'uploadvideo',
  uploadAudio: 'uploadaudio',
  uploadFile: 'uploadfile',
  catchImage: 'catchimage',
} as const;
export type EditorAction = (typeof EDITOR_ACTION)[keyof typeof EDITOR_ACTION];

/** `?action=` (other query parameters are ignored); an unknown action is refused by the controller. */
export const editorControllerQuery = z.object({ action: z.string().max(40).default('') });
export const editorFileParams = z.object({ name: z.string().max(200) });

/** The kinds the configuration describes. */
export const EDITOR_UPLOAD_KINDS = ['image', 'scrawl', 'video', 'audio', 'file', 'catcher'] as const;
export type EditorUploadKind = (typeof EDITOR_UPLOAD_KINDS)[number];

export const EDITOR_ACTION_OF: Record<EditorUploadKind, EditorAction> = {
  image: EDITOR_ACTION.uploadImage,
  scrawl: EDITOR_ACTION.uploadScrawl,
  video: EDITOR_ACTION.uploadVideo,
  audio: EDITOR_ACTION.uploadAudio,
  file: EDITOR_ACTION.uploadFile,
  catcher: EDITOR_ACTION.catchImage,
};

/** The multipart part (or form/JSON field for the scrawl) holding the upload. */
export const EDITOR_UPLOAD_FIELD = 'upfile';
/** The catcher's form/JSON field with the remote image addresses (also `source[]`). */
export const EDITOR_CATCHER_FIELD = 'source';
/** `state` of a successful call; any other `state` is a message to show as it is (docs/REQUIREMENTS.md §11). */
export const EDITOR_SUCCESS = 'SUCCESS';
/** The catcher takes at most this many addresses per call. */
export const EDITOR_CATCHER_MAX_SOURCES = 100;

/** Who may upload and read the configuration: authors of courses, questions, notices and papers. */
export const EDITOR_UPLOAD_KEYS: readonly PermissionKey[] = [
  PERMISSION.COURSE,
  PERMISSION.EXAM_QUESTION,
  PERMISSION.EXAM_INSTRUCTION,
  PERMISSION.EXAM_MANAGE,
  PERMISSION.PUBLISHMANAGE,
];

/** A stored file's name: the SHA-256 of its content and its extension. */
export const EDITOR_FILE_NAME = /^[0-9a-f]{64}\.[a-z0-9]{1,10}$/;

/** One kind's settings, as `editorKindSettings` reads them from the configuration. */
export interface EditorKindSettings {
  actionName: EditorAction;
  fieldName: string;
  /** Bytes. */
  maxSize: number;
  /** Lower case, with the dot: ['.png', '.jpg']. */
  allowFiles: string[];
  urlPrefix: string;
}

/** `?action=config`: UEditor's flat keys, e.g. imageActionName, imageFieldName, imageMaxSize, imageAllowFiles, imageUrlPrefix. */
export type EditorConfig = {
  [K in EditorUploadKind as `${K}ActionName`]: EditorAction;
} & { [K in EditorUploadKind as `${K}FieldName`]: string } & { [K in EditorUploadKind as `${K}MaxSize`]: number } & {
  [K in EditorUploadKind as `${K}AllowFiles`]: string[];
} & { [K in EditorUploadKind as `${K}UrlPrefix`]: string } & {
  /** Screen capture uploads its image through this action. */
  snapscreenActionName: EditorAction;
};

export function editorKindSettings(config: EditorConfig, kind: EditorUploadKind): EditorKindSettings {
  return {
    actionName: config[`${kind}ActionName`],
    fieldName: config[`${kind}FieldName`],
    maxSize: config[`${kind}MaxSize`],
    allowFiles: config[`${kind}AllowFiles`],
    urlPrefix: config[`${kind}UrlPrefix`],
  };
}

/** An upload's result (image, scrawl, video, audio, file). `url` is a site path under API.editorFiles. */
export interface EditorUploadResult {
  state: string;
  url: string;
  /** The stored name: `<sha256>.<ext>`. */
  title: string;
  /** The client's file name. */
  original: string;
  /** The extension with its dot. */
  type: string;
  size: number;
}

export interface EditorCatchItem {
  source: string;
  /** EDITOR_SUCCESS, or why this address was refused. */
  state: string;
  /** '' when refused. */
  url: string;
}
export interface EditorCatchResult {
  state: string;
  list: EditorCatchItem[];
}

/** What the controller answers: the envelope with `data`, and the same fields at the top level. */
export type EditorResponse<T> = { status: number; message: string; data: T } & T;
/** A refusal: the envelope's message is also the `state` the editor shows. */
export interface EditorRefusal {
  status: number;
  message: string;
  data: null;
  state: string;
}
