import { describe, expect, it } from 'vitest';
import { checkUpload, kindConfig, readUploadAnswer, remoteImageSources } from './upload';

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

describe('remote image capture', () => {
  it('collects images from other sites only, once each', () => {
    const html =
      '<p><img src="https://other.example/a.png"><img src=\'http://cdn.test/b.jpg\'><img src="/api/kaoshi-exam/editor/files/x.png"><img src="https://us.test/c.png"><img src="https://other.example/a.png"></p>';
    expect(remoteImageSources(html, 'https://us.test')).toEqual(['https://other.example/a.png', 'http://cdn.test/b.jpg']);
  });
});
