import { createHash } from 'node:crypto';
import type { FileWork } from '../../lib/file-work/pool.js';
import { type DraftQuestion, mapDraftHtml, Unreadable } from '../../lib/file-work/question-draft.js';
import { detectRasterImage, RASTER_IMAGE_EXTENSIONS } from '../../lib/file-types.js';
import { editorFileUrl } from '../editor/index.js';

/** Formats the file-work thread decodes pixel by pixel (the editor's own uploads get the same check). */
const DECODED = new Set(['png', 'jpg', 'jpeg']);
/** Moodle's address of a file embedded in the question: @@PLUGINFILE@@/name (URL-encoded). */
const PLUGIN_FILE = /@@PLUGINFILE@@\/([^"'\s<>)]+)/g;

/**
 * Images an imported file carries inside its questions (Moodle's base64 <file>s), turned into
 * editor files: only raster images within the editor's size limit, PNG and JPEG decoded in full,
 * named by their content's hash so the address is known before the file is kept. A question
 * that shows anything else, or a file the import lacks, is refused naming it.
 */
export class EmbeddedImages {
  /** What to keep, by stored editor name, once the whole import is accepted. */
  readonly kept = new Map<string, Uint8Array>();

  constructor(
    private readonly fileWork: FileWork,
    private readonly maxBytes: number,
  ) {}

  private async addressOf(name: string, data: Uint8Array): Promise<string> {
    const head = Buffer.from(data.buffer, data.byteOffset, Math.min(data.length, 64));
    const extension = data.length <= this.maxBytes ? detectRasterImage(head, RASTER_IMAGE_EXTENSIONS) : undefined;
    if (!extension) throw new Unreadable('moodleFileNotImage', { name });
    if (DECODED.has(extension)) await this.fileWork.run('image', { data, name, extension }, 'moodleFileNotImage');
    const stored = `${createHash('sha256').update(data).digest('hex')}.${extension}`;
    this.kept.set(stored, data);
    return editorFileUrl(stored);
  }

  /** The draft with every @@PLUGINFILE@@ address replaced by its editor file's. */
  async placeIn(draft: DraftQuestion, files: readonly { name: string; data: Uint8Array }[]): Promise<DraftQuestion> {
    const wanted = new Set<string>();
    mapDraftHtml(draft, (html) => {
      for (const match of html.matchAll(PLUGIN_FILE)) wanted.add(match[1]!);
      return html;
    });
    const addresses = new Map<string, string>();
    for (const reference of wanted) {
      const name = decodedName(reference);
      const file = files.find((each) => each.name === name);
      if (!file) throw new Unreadable('moodleFileMissing', { name });
      addresses.set(reference, await this.addressOf(name, file.data));
    }
    return mapDraftHtml(draft, (html) => html.replace(PLUGIN_FILE, (_whole, reference: string) => addresses.get(reference)!));
  }
}

/** The file's name from its address: the last path segment, URL-decoded, without a query. */
function decodedName(reference: string): string {
  const last = reference.split(/[?#]/)[0]!.split('/').pop()!;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
