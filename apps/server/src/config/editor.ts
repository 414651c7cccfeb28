import { z } from 'zod';
import { megabytes, toBytes } from './schema-parts.js';

/** "png, .JPG,jpeg" → ['png', 'jpg', 'jpeg']. */
const extensionList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().toLowerCase().replace(/^\./, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9]{1,10}$/, { message: 'extensions are letters and digits, comma-separated' })).min(1));

/** CONFIGURATION.md "The rich-text editor": largest size per kind (megabytes) and allowed extensions. */
export const editorEnv = {
  EDITOR_IMAGE_MAX_MB: megabytes(10),
  EDITOR_SCRAWL_MAX_MB: megabytes(5),
  EDITOR_VIDEO_MAX_MB: megabytes(200),
  EDITOR_AUDIO_MAX_MB: megabytes(20),
  EDITOR_FILE_MAX_MB: megabytes(50),
  EDITOR_IMAGE_TYPES: extensionList('png,jpg,jpeg,gif,webp,bmp'),
  EDITOR_VIDEO_TYPES: extensionList('mp4,webm,ogv'),
  EDITOR_AUDIO_TYPES: extensionList('mp3,wav,ogg,m4a'),
  EDITOR_FILE_TYPES: extensionList('pdf,doc,docx,xls,xlsx,ppt,pptx,txt,md,csv,zip,rar,7z'),
  /** For automated tests only: host:port pairs the image catcher may fetch from although they are private. */
  EDITOR_CATCHER_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.string().regex(/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/, { message: 'EDITOR_CATCHER_ALLOW_HOSTS takes host:port pairs' })),
    ),
  /** The image catcher's whole call gives up after this long (docs/REQUIREMENTS.md §11: 60000 ms). */
  EDITOR_CATCHER_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(60_000),
};

export type EditorStoredKind = 'image' | 'scrawl' | 'video' | 'audio' | 'file';

/** The rich-text editor's uploads, stored under `${dataDir}/uploads/editor`. */
export interface EditorSettings {
  limits: Record<EditorStoredKind, { maxBytes: number; extensions: string[] }>;
  /** `host:port` (lower case) the catcher may fetch from whatever address they resolve to; tests only. */
  catcherAllowHosts: string[];
  catcherTimeoutMs: number;
}

export const editorSettings = (e: z.infer<z.ZodObject<typeof editorEnv>>): { editor: EditorSettings } => ({
  editor: {
    limits: {
      image: { maxBytes: toBytes(e.EDITOR_IMAGE_MAX_MB), extensions: e.EDITOR_IMAGE_TYPES },
      // A scrawl is always a PNG drawn in the editor.
      scrawl: { maxBytes: toBytes(e.EDITOR_SCRAWL_MAX_MB), extensions: ['png'] },
      video: { maxBytes: toBytes(e.EDITOR_VIDEO_MAX_MB), extensions: e.EDITOR_VIDEO_TYPES },
      audio: { maxBytes: toBytes(e.EDITOR_AUDIO_MAX_MB), extensions: e.EDITOR_AUDIO_TYPES },
      file: { maxBytes: toBytes(e.EDITOR_FILE_MAX_MB), extensions: e.EDITOR_FILE_TYPES },
    },
    catcherAllowHosts: e.EDITOR_CATCHER_ALLOW_HOSTS,
    catcherTimeoutMs: e.EDITOR_CATCHER_TIMEOUT_MS,
  },
});
