import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { FileWorkOptions } from '../lib/file-work/pool.js';
import { megabytes, toBytes } from './schema-parts.js';

/** CONFIGURATION.md "Uploads and file work". */
export const uploadsEnv = {
  /** Largest teaching-material upload, in megabytes. */
  MATERIAL_MAX_MB: megabytes(50),
  /** Registration files one account may keep: a candidate's and an organisation's, in megabytes. */
  CANDIDATE_UPLOAD_QUOTA_MB: megabytes(100),
  GROUP_UPLOAD_QUOTA_MB: megabytes(2048),
  /** Worker threads that unzip, read workbooks and decode images (lib/file-work); default: one fewer than the cores, at least 1. */
  FILE_WORK_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Files waiting for a file-work thread before uploads are told to come back. */
  FILE_WORK_QUEUE: z.coerce.number().int().min(1).default(32),
  /** Heap of one file-work thread, in megabytes. */
  FILE_WORK_HEAP_MB: z.coerce.number().int().min(64).default(1024),
};

export interface UploadSettings {
  /** Teaching materials are stored under `${dataDir}/uploads/materials`, at most this size each. */
  materialMaxBytes: number;
  /** Bytes of registration files an account may keep (modules/registration/quota.ts). */
  uploadQuotaBytes: { candidate: number; group: number };
  /** The file-work threads (lib/file-work/pool.ts). */
  fileWork: FileWorkOptions;
}

export const uploadSettings = (e: z.infer<z.ZodObject<typeof uploadsEnv>>): UploadSettings => ({
  materialMaxBytes: toBytes(e.MATERIAL_MAX_MB),
  uploadQuotaBytes: { candidate: toBytes(e.CANDIDATE_UPLOAD_QUOTA_MB), group: toBytes(e.GROUP_UPLOAD_QUOTA_MB) },
  fileWork: {
    threads: e.FILE_WORK_THREADS ?? Math.max(1, availableParallelism() - 1),
    queue: e.FILE_WORK_QUEUE,
    heapMb: e.FILE_WORK_HEAP_MB,
  },
});
