import { Inflate } from 'fflate';
import type { MessageKey } from '@kaoshi/contracts';
import { FileRefusal } from './file-work/refusal.js';

/**
 * Reading an uploaded zip archive (a QTI package, an .xlsx workbook) without trusting it: a
 * few kilobytes can unpack to gigabytes (a "zip bomb"). The entries and sizes the central
 * directory declares are checked before anything is inflated; then each wanted entry is
 * inflated a few kilobytes at a time into a buffer of its declared size, and an entry that
 * turns out larger than it declared is refused as soon as it passes that size, so a lying
 * archive costs neither memory nor CPU time beyond the limits. Runs in the file-work worker
 * threads (lib/file-work), never on the event loop.
 */
export interface ZipLimits {
  maxUnpackedBytes: number;
  maxEntries: number;
  /** At most this much for any one wanted entry (a member's photo); left out: only the total counts. */
  maxEntryBytes?: number;
}

/**
 * Looks at an entry's content while it is inflated, a few kilobytes at a time, and may refuse
 * it (throw a FileRefusal) before the rest is inflated: a worksheet past its row limit.
 */
export type EntryWatcher = (chunk: Uint8Array) => void;

/** The messages a caller refuses with: over the limits (`{max}` MB, `{entries}`), or not a readable archive. */
export interface ZipRefusals {
  tooLarge: MessageKey;
  unreadable: MessageKey;
}

/** A local file header's signature: what every zip archive (and .xlsx, .docx…) starts with. */
export const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** Compressed bytes handed to the inflater at once: at most about 1000 times this comes out of one push. */
const INFLATE_STEP = 4096;

class Refusal extends Error {
  constructor(readonly reason: keyof ZipRefusals) {
    super(reason);
  }
}

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  dataStart: number;
}

/** The central directory's entries; refused past the limits or when it does not add up. */
function centralDirectory(data: Buffer, limits: ZipLimits): Entry[] {
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
    if (data.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Refusal('unreadable');
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  // ZIP64 (over 65,535 entries or 4 GB) is far past any limit here.
  if (count === 0xffff || at === 0xffffffff) throw new Refusal('tooLarge');
  if (count > limits.maxEntries) throw new Refusal('tooLarge');
  const entries: Entry[] = [];
  let declaredTotal = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL_ENTRY) throw new Refusal('unreadable');
    const flags = data.readUInt16LE(at + 8);
    const nameLength = data.readUInt16LE(at + 28);
    const localOffset = data.readUInt32LE(at + 42);
    const entry = {
      name: data.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      declaredSize: data.readUInt32LE(at + 24),
      dataStart: 0,
    };
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    declaredTotal += entry.declaredSize;
    if (declaredTotal > limits.maxUnpackedBytes) throw new Refusal('tooLarge');
    // Encrypted entries cannot be read.
    if (flags & 0x1) throw new Refusal('unreadable');
    if (localOffset + 30 > data.length || data.readUInt32LE(localOffset) !== LOCAL_HEADER) throw new Refusal('unreadable');
    entry.dataStart = localOffset + 30 + data.readUInt16LE(localOffset + 26) + data.readUInt16LE(localOffset + 28);
    if (entry.dataStart + entry.compressedSize > data.length) throw new Refusal('unreadable');
    entries.push(entry);
  }
  return entries;
}

/** One entry's content, never more than it declared. */
function inflateEntry(data: Buffer, entry: Entry, watch?: EntryWatcher): Uint8Array {
  const compressed = data.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === 0) {
    if (compressed.length !== entry.declaredSize) throw new Refusal('unreadable');
    const stored = new Uint8Array(compressed);
    watch?.(stored);
    return stored;
  }
  if (entry.method !== 8) throw new Refusal('unreadable');
  const out = new Uint8Array(entry.declaredSize);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > out.length) throw new Refusal('tooLarge');
    out.set(chunk, written);
    written += chunk.length;
    watch?.(chunk);
  });
  let offset = 0;
  do {
    const next = offset + INFLATE_STEP;
    inflater.push(compressed.subarray(offset, next), next >= compressed.length);
    offset = next;
  } while (offset < compressed.length);
  if (written !== out.length) throw new Refusal('unreadable');
  return out;
}

/** Bytes as megabytes with at most two decimals, for messages. */
const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;

/**
 * The entries `wanted` accepts (folders aside), by their path in the archive; refused (a
 * FileRefusal) over the limits or when not a readable archive. `watch` may look at an entry's
 * content while it is inflated and refuse it early.
 */
export function unzipWithinLimits(
  data: Buffer,
  wanted: (name: string) => boolean,
  limits: ZipLimits,
  refusals: ZipRefusals,
  watch?: (name: string) => EntryWatcher | undefined,
): Map<string, Uint8Array> {
  try {
    const files = new Map<string, Uint8Array>();
    for (const entry of centralDirectory(data, limits)) {
      if (entry.name.endsWith('/') || !wanted(entry.name)) continue;
      if (limits.maxEntryBytes !== undefined && entry.declaredSize > limits.maxEntryBytes) throw new Refusal('tooLarge');
      files.set(entry.name, inflateEntry(data, entry, watch?.(entry.name)));
    }
    return files;
  } catch (error) {
    if (error instanceof FileRefusal) throw error;
    const reason = error instanceof Refusal ? error.reason : 'unreadable';
    if (reason === 'unreadable') throw new FileRefusal(refusals.unreadable);
    throw new FileRefusal(refusals.tooLarge, {
      max: megabytes(limits.maxUnpackedBytes),
      entries: limits.maxEntries,
      entryMax: megabytes(limits.maxEntryBytes ?? limits.maxUnpackedBytes),
    });
  }
}
