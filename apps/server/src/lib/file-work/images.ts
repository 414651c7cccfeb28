import sharp from 'sharp';
import { FileRefusal } from './refusal.js';

// One libvips thread per worker and no cache: the pool already bounds the threads, and a
// decoded photo is looked at once.
sharp.concurrency(1);
sharp.cache(false);

/** What sharp calls each format an upload's extension names. */
const FORMAT_OF: Readonly<Record<string, string>> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png' };
/** A passport photo is far below this; a "decompression bomb" of an image is far above (50 megapixels). */
const MAX_PIXELS = 50_000_000;

/**
 * Whether `data` is really a JPEG or PNG of the format its extension says, by decoding every
 * pixel (libvips through sharp): a header alone can front anything. Refused naming the file
 * (`name`) when it is not, is cut short, or is larger than MAX_PIXELS.
 */
export async function checkImage(data: Uint8Array, name: string, extension: string): Promise<void> {
  const expected = FORMAT_OF[extension.toLowerCase()];
  try {
    const image = sharp(data, { failOn: 'warning', limitInputPixels: MAX_PIXELS });
    const { format } = await image.metadata();
    if (!expected || format !== expected) throw new Error(`format ${format}`);
    // stats() walks every decoded pixel: a truncated or corrupt body fails here.
    await image.stats();
  } catch {
    throw new FileRefusal('fileNotAnImage', { name });
  }
}
