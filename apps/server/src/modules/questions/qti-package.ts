import { createHash } from 'node:crypto';
import path from 'node:path';
import { API } from '@kaoshi/contracts';
import { JSDOM } from 'jsdom';
import { detectRasterImage, RASTER_IMAGE_EXTENSIONS } from '../../lib/file-types.js';
import { FileRefusal } from '../../lib/file-work/refusal.js';
import { isZip, unzipWithinLimits } from '../../lib/safe-unzip.js';
import type { ImageAddress } from './qti-html.js';

/**
 * Runs on a file-work thread (qti-read.ts): nothing here may reach the database or the app.
 *
 * What a QTI upload holds: one assessmentItem (.xml), or an IMS content package (.zip) whose
 * imsmanifest.xml lists the items (without a manifest: every item .xml in it), with the
 * images they show.
 */
export interface ItemSource {
  /** The item's path in the package (or the uploaded file's name). */
  path: string;
  /** The XML text, or null when the manifest lists a file the package lacks. */
  xml: string | null;
}

export interface QtiUpload {
  items: ItemSource[];
  /** An item's image addresses → stored editor files (see `imageAddress`). */
  imageAddress: (itemPath: string) => ImageAddress;
  /** Images the items show, by their stored editor name: kept once the import goes ahead. */
  images: Map<string, Uint8Array>;
}

/** A package may unpack to 50 MB in at most 2000 files. */
const QTI_ZIP_LIMITS = { maxUnpackedBytes: 50 * 1024 * 1024, maxEntries: 2000 };

const decoder = new TextDecoder('utf-8');
const textOf = (data: Uint8Array) => decoder.decode(data).replace(/^\ufeff/, '');

let parserWindow: JSDOM['window'] | undefined;

/** Thrown for a file that is not well-formed (reported against that item). */
export class XmlProblem extends Error {}

/**
 * Parses XML. An internal DTD subset is refused outright: the items never need one, and its
 * entities could expand a small file into a huge one.
 */
export function parseXml(xml: string): Document {
  if (/<!ENTITY/i.test(xml)) throw new XmlProblem('entity declarations are not allowed');
  parserWindow ??= new JSDOM('').window;
  const document = new parserWindow.DOMParser().parseFromString(xml, 'text/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new XmlProblem((error.textContent ?? '').trim().slice(0, 200));
  return document;
}

/** Where a stored editor file is served (editor/storage.ts editorFileUrl, which a file-work thread does not load). */
const editorFileUrl = (name: string) => `${API.editorFiles}/${name}`;

const isXmlPath = (name: string) => name.toLowerCase().endsWith('.xml') && !name.startsWith('__MACOSX/');
/** The files a package is read for (its XML and the images items show), by name. */
const PACKAGE_FILES = new RegExp(`^(?!__MACOSX/).*\\.xml$|\\.(?:${RASTER_IMAGE_EXTENSIONS.join('|')})$`, 'i');

/** A path inside the package, relative to `from`'s folder; null when it leaves the package or is not relative. */
function packagePath(from: string, href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/')) return null;
  let decoded = href.split(/[?#]/)[0]!;
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    return null;
  }
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(from), decoded));
  return joined.startsWith('../') || joined === '..' ? null : joined;
}

/** The item files a manifest lists (resources of type imsqti_item…), in its order. */
function manifestItems(manifestXml: string, files: ReadonlyMap<string, Uint8Array>): ItemSource[] {
  let manifest: Document;
  try {
    manifest = parseXml(manifestXml);
  } catch {
    throw new FileRefusal('qtiNotPackage');
  }
  const items: ItemSource[] = [];
  for (const resource of [...manifest.getElementsByTagNameNS('*', 'resource')]) {
    const href = resource.getAttribute('href');
    if (!resource.getAttribute('type')?.startsWith('imsqti_item') || !href) continue;
    const itemPath = packagePath('imsmanifest.xml', href) ?? href;
    const data = files.get(itemPath);
    items.push({ path: itemPath, xml: data ? textOf(data) : null });
  }
  return items;
}

/**
 * Reads the upload, unpacking a package within its limits (checked while inflating); a file
 * that is neither XML nor a zip archive is refused (FileRefusal, 40000 to the caller).
 */
export function readQtiUpload(data: Buffer, fileName: string, maxImageBytes: number): QtiUpload {
  const images = new Map<string, Uint8Array>();
  if (!isZip(data)) {
    const xml = textOf(data);
    if (!xml.trimStart().startsWith('<')) throw new FileRefusal('qtiNotPackage');
    // A lone item has no package to take images from: only absolute addresses stay.
    return { items: [{ path: fileName, xml }], images, imageAddress: () => (src) => (/^https?:\/\//i.test(src) ? src : null) };
  }
  const refusals = { tooLarge: 'qtiPackageTooLarge', unreadable: 'qtiNotPackage' } as const;
  const files = unzipWithinLimits(data, (name) => PACKAGE_FILES.test(name), QTI_ZIP_LIMITS, refusals);
  const manifest = files.get('imsmanifest.xml');
  const items = manifest
    ? manifestItems(textOf(manifest), files)
    : [...files.keys()]
        .filter((name) => isXmlPath(name) && /<(?:\w+:)?assessmentItem[\s>]/.test(textOf(files.get(name)!)))
        .sort()
        .map((name) => ({ path: name, xml: textOf(files.get(name)!) }));
  const imageAddress =
    (itemPath: string): ImageAddress =>
    (src) => {
      if (/^https?:\/\//i.test(src)) return src;
      const found = packagePath(itemPath, src);
      const image = found === null ? undefined : files.get(found);
      if (!image || image.length > maxImageBytes) return null;
      const extension = detectRasterImage(Buffer.from(image.buffer, image.byteOffset, Math.min(image.length, 64)), RASTER_IMAGE_EXTENSIONS);
      if (!extension) return null;
      // Editor files are named by their content's hash: the address is known before the file is kept.
      const name = `${createHash('sha256').update(image).digest('hex')}.${extension}`;
      images.set(name, image);
      return editorFileUrl(name);
    };
  return { items, images, imageAddress };
}
