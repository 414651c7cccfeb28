import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { addStudentBody } from '../api/students.js';
import { addUserBody } from '../api/users.js';
import { addPermissionBody } from '../api/permissions.js';
import { httpUrl } from '../api/questions.js';
import { formatIssues } from '../validation.js';
import { findUnsafeHtml } from './assert-safe.js';
import { createRichTextSanitiser } from './sanitiser.js';
import { NOT_MEDIA, OPERATION_URLS } from './forgery-corpus.js';
import { isAllowedLinkUrl, isAllowedMediaUrl, reachesApi } from './url-policy.js';

const { window } = new JSDOM('');
const { sanitise } = createRichTextSanitiser(window);

const FILE = `/api/kaoshi-exam/editor/files/${'a1'.repeat(32)}.png`;

describe('the URL policy of images, video and audio', () => {
  it('accepts the editor files and https: addresses only', () => {
    for (const url of [
      FILE,
      `/api/kaoshi-exam/editor/files/${'0'.repeat(64)}.mp4`,
      'https://cdn.example.com/a.png',
      'HTTPS://cdn.example.com/a.png?x=1#y',
    ]) {
      expect(isAllowedMediaUrl(url), url).toBe(true);
    }
    for (const url of [...OPERATION_URLS, ...NOT_MEDIA]) expect(isAllowedMediaUrl(url), url).toBe(false);
    expect(isAllowedMediaUrl('https://cdn.example.com/a.png', false)).toBe(false);
    expect(isAllowedMediaUrl(FILE, false)).toBe(true);
  });

  it('finds every spelling of an /api path, on any host', () => {
    for (const url of OPERATION_URLS.filter((each) => !each.startsWith(FILE))) expect(reachesApi(url), url).toBe(true);
    for (const url of [
      '/kaoshi/notice',
      'notice.html',
      '#top',
      '?q=1',
      '/apiary.png',
      'https://example.com/',
      'mailto:a@b.c',
      'javascript:x',
    ]) {
      expect(reachesApi(url), url).toBe(false);
    }
  });

  it('lets links reach the editor files (attachments) but no operation', () => {
    expect(isAllowedLinkUrl(FILE)).toBe(true);
    expect(isAllowedLinkUrl('/kaoshi/notice')).toBe(true);
    for (const url of OPERATION_URLS) expect(isAllowedLinkUrl(url), url).toBe(false);
  });
});

describe('rich text holding an operation address', () => {
  const tags = (url: string) => [
    `<img src="${url}">`,
    `<video src="${url}"></video>`,
    `<audio src="${url}"></audio>`,
    `<video><source src="${url}"></video>`,
    `<a href="${url}">x</a>`,
  ];
  it.each(OPERATION_URLS)('loses the address %s on every tag', (url) => {
    for (const html of tags(url.replace(/"/g, '&quot;'))) {
      const clean = sanitise(html);
      expect(clean, html).not.toMatch(/src=|href=/);
      expect(findUnsafeHtml(clean, window)).toEqual([]);
    }
  });

  it('loses media that is neither an editor file nor https:', () => {
    for (const url of NOT_MEDIA.filter(Boolean)) expect(sanitise(`<img src="${url.replace(/"/g, '&quot;')}">`), url).toBe('<img>');
  });

  it('keeps the editor files and https: media', () => {
    expect(sanitise(`<img src="${FILE}">`)).toBe(`<img src="${FILE}">`);
    expect(sanitise('<video src="https://cdn.example.com/v.mp4"></video>')).toBe('<video src="https://cdn.example.com/v.mp4"></video>');
  });
});

describe('URL fields checked by the same policy', () => {
  const student = { username: 'c001', name: 'N', idNumber: '11010519491231002X', classId: 1 };
  const user = { username: 'u001', nickName: 'N', userType: 1 };
  it.each([...OPERATION_URLS, ...NOT_MEDIA.filter(Boolean)])('a student photo or an avatar %s is refused with a clear message', (url) => {
    const photo = addStudentBody.safeParse({ ...student, photo: url });
    const avatar = addUserBody.safeParse({ ...user, avatar: url });
    // Surrounding blanks are trimmed away: the rest must still be refused.
    expect(photo.success, url).toBe(false);
    expect(avatar.success, url).toBe(false);
    expect(formatIssues(photo.error!.issues, 'en')).toMatch(/^photo must be an uploaded file/);
    expect(formatIssues(avatar.error!.issues, 'zh')).toMatch(/^avatar 必须是已上传的文件/);
  });

  it('accepts an uploaded file, an https: address or nothing', () => {
    for (const photo of [FILE, 'https://cdn.example.com/a.png', '']) {
      expect(addStudentBody.parse({ ...student, photo }).photo).toBe(photo);
      expect(addUserBody.parse({ ...user, avatar: photo }).avatar).toBe(photo);
    }
  });

  it('refuses external task links and menu links to an operation', () => {
    for (const url of OPERATION_URLS.filter((each) => /^https?:/.test(each))) {
      expect(httpUrl.safeParse(url).success, url).toBe(false);
      expect(addPermissionBody.safeParse({ permissionKey: 'EXT', name: 'x', url }).success, url).toBe(false);
    }
    for (const url of ['javascript:alert(1)', '/kaoshi/notice', '//example.com/x']) {
      expect(addPermissionBody.safeParse({ permissionKey: 'EXT', name: 'x', url }).success, url).toBe(false);
    }
    expect(httpUrl.safeParse('https://example.com/task?id=1').success).toBe(true);
    expect(addPermissionBody.parse({ permissionKey: 'EXT', name: 'x', url: 'https://example.com/' }).url).toBe('https://example.com/');
  });
});
