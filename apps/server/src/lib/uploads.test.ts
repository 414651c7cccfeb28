import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiveUpload } from './uploads.js';

describe('receiveUpload into a folder', () => {
  const app = Fastify();
  let folder: string;

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'kaoshi-uploads-'));
    await app.register(multipart);
    app.post('/upload', async (request, reply) => {
      try {
        await receiveUpload(request, { maxBytes: 1024 * 1024, storeIn: folder });
        return { stored: true };
      } catch {
        return reply.code(400).send({ stored: false });
      }
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('leaves no file behind when the body breaks off inside the file, however soon', async () => {
    // The whole body arrives at once, so the parser fails while the file is still being opened
    // (seen every time here). The removal used to race that opening on the thread pool, and lost
    // now and then under load (the fuzz tests found a file left behind); the loop gives it room.
    const payload = Buffer.from(
      '--cut\r\nContent-Disposition: form-data; name="upfile"; filename="picture.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n',
      'latin1',
    );
    for (let i = 0; i < 50; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/upload',
        payload,
        headers: { 'content-type': 'multipart/form-data; boundary=cut' },
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await fs.readdir(folder)).toEqual([]);
  });
});
