import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { API } from '@kaoshi/contracts';
import type { AppConfig } from '../../config.js';

/**
 * The editor's files live under DATA_DIR/uploads/editor, each named by the SHA-256 of its
 * content and its extension: the same file uploaded twice is stored once. A file is written
 * under `incoming/` first and renamed into place only once its content has been checked.
 */
export const editorDir = (config: AppConfig) => path.join(config.dataDir, 'uploads', 'editor');
export const incomingDir = (config: AppConfig) => path.join(editorDir(config), 'incoming');

export const editorFileUrl = (name: string) => `${API.editorFiles}/${name}`;

/** Moves a checked file from `incoming/` to its name by content; a file already there is the same bytes. */
export async function keepByHash(config: AppConfig, incomingPath: string, sha256: string, extension: string): Promise<string> {
  const name = `${sha256}.${extension}`;
  await fs.rename(incomingPath, path.join(editorDir(config), name));
  return name;
}

/** Stores content already in memory (a scrawl, a fetched image) by its hash. */
export async function storeContent(config: AppConfig, data: Buffer, extension: string): Promise<string> {
  await fs.mkdir(incomingDir(config), { recursive: true });
  const incoming = path.join(incomingDir(config), randomBytes(16).toString('hex'));
  await fs.writeFile(incoming, data, { flag: 'wx' });
  try {
    return await keepByHash(config, incoming, createHash('sha256').update(data).digest('hex'), extension);
  } catch (error) {
    await fs.rm(incoming, { force: true });
    throw error;
  }
}
