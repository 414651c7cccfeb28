import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config.js';

/** Teaching materials: files typed by the teaching-material codes (docs/REQUIREMENTS.md §6.1), stored under DATA_DIR by a random name. */
export const materialsDir = (config: AppConfig) => path.join(config.dataDir, 'uploads', 'materials');

export async function removeStoredMaterials(config: AppConfig, storedNames: readonly string[]) {
  const dir = materialsDir(config);
  await Promise.all(storedNames.map((name) => fs.rm(path.join(dir, path.basename(name)), { force: true })));
}
