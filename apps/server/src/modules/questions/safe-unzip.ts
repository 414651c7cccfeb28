import { unzipSync } from 'fflate';
import { AppError, badRequest } from '../../lib/app-error.js';
import { megabytes } from '../../lib/uploads.js';

/**
 * Reading an uploaded zip archive without trusting it: a few kilobytes can unpack to
 * gigabytes (a "zip bomb"). The sizes and the number of entries the archive declares are
 * checked before anything is inflated, and fflate inflates each entry into a buffer of its
 * declared size and no larger, so an entry that understates its size cannot grow past it.
 */
export interface ZipLimits {
  maxUnpackedBytes: number;
  maxEntries: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxUnpackedBytes: 50 * 1024 * 1024, maxEntries: 2000 };

/** A local file header's signature: what every zip archive (and .xlsx, .docx…) starts with. */
export const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;

/** The entries `wanted` accepts, by their path in the archive; refused (40000) over the limits or when not a readable archive. */
export function unzipWithinLimits(data: Buffer, wanted: (name: string) => boolean, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Map<string, Uint8Array> {
  const tooLarge = () => badRequest('qtiPackageTooLarge', { max: megabytes(limits.maxUnpackedBytes), entries: limits.maxEntries });
  try {
    // First pass: the central directory only (a filter that keeps nothing inflates nothing).
    let entries = 0;
    let unpacked = 0;
    unzipSync(data, {
      filter: (file) => {
        entries += 1;
        unpacked += file.originalSize;
        if (entries > limits.maxEntries || unpacked > limits.maxUnpackedBytes) throw tooLarge();
        return false;
      },
    });
    const files = unzipSync(data, { filter: (file) => !file.name.endsWith('/') && wanted(file.name) });
    return new Map(Object.entries(files));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('qtiNotPackage');
  }
}
