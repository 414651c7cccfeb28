import { unzipWithinLimits } from '../safe-unzip.js';
import { checkImage } from './images.js';

/** The largest group list (registration/groups.ts GROUP_MAX_ROWS): one photo per row, and a few more files. */
const MAX_MEMBERS = 2000;
/**
 * A group's photo archive: at most 2 MB a photo (an ID photo is 20–200 KB) and 200 MB in all.
 * Both are checked against what the archive declares before anything is inflated, and an entry
 * that inflates past its declared size is refused at that point (safe-unzip.ts).
 */
export const PHOTO_ZIP_LIMITS = { maxUnpackedBytes: 200 * 1024 * 1024, maxEntries: MAX_MEMBERS + 100, maxEntryBytes: 2 * 1024 * 1024 };

export interface MemberPhoto {
  /** The ID number the file is named by, upper case. */
  idNumber: string;
  extension: string;
  data: Uint8Array;
  /** The file's name in the archive, without its folders. */
  name: string;
}

const PHOTO_NAME = /^(.+)\.(jpe?g|png)$/i;

/**
 * Photos in a group's archive by ID number: `<ID number>.jpg|jpeg|png`, in any folder, each one
 * decoded to be sure it is the image it claims (a non-image is refused naming the file). Only
 * `idNumbers` (the list's members) are decoded and kept; other files are skipped unread.
 */
export async function photosByIdNumber(data: Buffer, idNumbers: readonly string[]): Promise<MemberPhoto[]> {
  const members = new Set(idNumbers);
  const memberOf = (name: string) => {
    const match = PHOTO_NAME.exec(name.split('/').pop()!);
    return match && members.has(match[1]!.toUpperCase()) ? match : null;
  };
  const files = unzipWithinLimits(data, (name) => memberOf(name) !== null, PHOTO_ZIP_LIMITS, {
    tooLarge: 'registrationPhotosTooLarge',
    unreadable: 'registrationPhotosUnreadable',
  });
  const photos: MemberPhoto[] = [];
  for (const [path, content] of files) {
    const match = memberOf(path)!;
    const photo = { idNumber: match[1]!.toUpperCase(), extension: match[2]!.toLowerCase(), data: content, name: match[0] };
    await checkImage(photo.data, photo.name, photo.extension);
    photos.push(photo);
  }
  return photos;
}
