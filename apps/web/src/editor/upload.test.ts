import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../lib/http';
import {
  catchRemoteImages,
  checkUpload,
  kindConfig,
  readUploadAnswer,
  remoteImageSources,
  sendScrawl,
  sendUpload,
  splitByKind,
} from './upload';

const config = { imageActionName: 'uploadimage', imageFieldName: 'upfile', imageMaxSize: 1000, imageAllowFiles: ['.png', '.JPG'] };

describe('editor uploads (docs/REQUIREMENTS.md §11)', () => {
  const image = kindConfig(config, 'image');
  it('reads a kind from the server configuration', () =>
    expect(image).toEqual({ action: 'uploadimage', field: 'upfile', maxSize: 1000, allowFiles: ['.png', '.jpg'] }));
  it('refuses when the configuration is missing or has no action', () => {
    expect(checkUpload(kindConfig(null, 'image'), { name: 'a.png', size: 1 })).toBe('configMissing');
    expect(checkUpload(kindConfig(config, 'video'), { name: 'a.mp4', size: 1 })).toBe('configMissing');
  });
  it('refuses a file over the maximum size', () => expect(checkUpload(image, { name: 'a.png', size: 1001 })).toBe('tooLarge'));
  it('refuses an extension not in the list', () => expect(checkUpload(image, { name: 'a.svg', size: 10 })).toBe('typeNotAllowed'));
  it('accepts an allowed file in any case', () => expect(checkUpload(image, { name: 'A.JPG', size: 10 })).toBeNull());
  it('treats an answer without a state as the wrong format', () => {
    expect(readUploadAnswer({ url: '/x.png' })).toBeNull();
    expect(readUploadAnswer('<html>')).toBeNull();
    expect(readUploadAnswer({ state: 'SUCCESS', url: '/x.png' })).toEqual({ state: 'SUCCESS', url: '/x.png' });
  });
});

describe('pasted or dropped files', () => {
  it('go as images when they are images, and as attachments otherwise', () => {
    const files = [
      { name: 'a.png', type: 'image/png' },
      { name: 'plan.pdf', type: 'application/pdf' },
      { name: 'rules.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      { name: 'notes', type: '' },
      { name: 'b.jpg', type: 'image/jpeg' },
    ];
    const { images, attachments } = splitByKind(files);
    expect(images.map((f) => f.name)).toEqual(['a.png', 'b.jpg']);
    expect(attachments.map((f) => f.name)).toEqual(['plan.pdf', 'rules.docx', 'notes']);
  });
});

describe('remote image capture', () => {
  it('collects images from other sites only, once each', () => {
    const html =
      '<p><img src="https://other.example/a.png"><img src=\'http://cdn.test/b.jpg\'><img src="/api/kaoshi-exam/editor/files/x.png"><img src="https://us.test/c.png"><img src="https://other.example/a.png"></p>';
    expect(remoteImageSources(html, 'https://us.test')).toEqual(['https://other.example/a.png', 'http://cdn.test/b.jpg']);
  });
});

describe("the uploads' extra server parameters (docs/REQUIREMENTS.md §11: extra server params in the query)", () => {
  const realAdapter = http.defaults.adapter;
  afterEach(() => void (http.defaults.adapter = realAdapter));

  /** The addresses the client would call, read where the request leaves it (after its interceptors). */
  function recordRequests(answer: unknown) {
    const urls: string[] = [];
    const adapter: AxiosAdapter = (request: InternalAxiosRequestConfig) => {
      urls.push(http.getUri(request));
      return Promise.resolve({ data: answer, status: 200, statusText: 'OK', headers: {}, config: request });
    };
    http.defaults.adapter = adapter;
    return urls;
  }

  const file = new File(['x'], 'plan.pdf', { type: 'application/pdf' });
  const upload = { action: 'uploadfile', field: 'upfile', maxSize: 0, allowFiles: [] };

  it('adds them to the upload address, encoded, after none by default', async () => {
    const urls = recordRequests({ state: 'SUCCESS', url: '/f.pdf' });
    await sendUpload(upload, file);
    await sendUpload(upload, file, { courseId: 12, section: 'a b&c=d', draft: true });
    expect(urls).toEqual([
      '/api/kaoshi-exam/editor/controller?action=uploadfile',
      '/api/kaoshi-exam/editor/controller?courseId=12&section=a+b%26c%3Dd&draft=true&action=uploadfile',
    ]);
  });

  it('cannot replace the action', async () => {
    const urls = recordRequests({ state: 'SUCCESS', url: '/f.pdf' });
    await sendUpload(upload, file, { action: 'config' });
    expect(urls).toEqual(['/api/kaoshi-exam/editor/controller?action=uploadfile']);
  });

  it('goes with the scrawl and the remote image capture too', async () => {
    const urls = recordRequests({ state: 'SUCCESS', url: '/s.png', list: [] });
    const server = {
      scrawlActionName: 'uploadscrawl',
      scrawlFieldName: 'upfile',
      catcherActionName: 'catchimage',
      catcherFieldName: 'source',
    };
    await sendScrawl(server, 'data:image/png;base64,AAAA', { courseId: 12 });
    await catchRemoteImages(server, ['https://other.example/a.png'], { courseId: 12 });
    expect(urls).toEqual([
      '/api/kaoshi-exam/editor/controller?courseId=12&action=uploadscrawl',
      '/api/kaoshi-exam/editor/controller?courseId=12&action=catchimage',
    ]);
  });
});
