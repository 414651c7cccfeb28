import { API, NOT_MEDIA, OPERATION_URLS, QUESTION_TYPE, STATUS, USER_TYPE } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../test/fixtures.js';
import { DATABASES } from '../test/harness.js';
import { addStudent, createChain, type Chain, type OrgContext, startOrgTest } from '../test/org.js';

/**
 * Same-origin request forgery through stored content (docs/SECURITY.md, "Round 2"): every
 * spelling of an operation's address, planted through the API in every rich-text field
 * (question stem, options and explanation, notice, course description) as an image, video,
 * audio and link, is stripped before it is stored; planted in a URL field (student photo,
 * avatar, external task link, external menu) it is refused with a message naming the field.
 */
const quote = (url: string) => url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const planted = (url: string) =>
  `<p>x<img src="${quote(url)}"><video src="${quote(url)}"></video><audio><source src="${quote(url)}"></audio><a href="${quote(url)}">y</a></p>`;
/** What would survive of an address once stored: any of its distinctive parts. */
const traceOf = /kaoshi-user|reSetPass|logout|%61pi|%2561pi/i;

describe.each(DATABASES)('stored content cannot call an operation (%s)', (kind) => {
  let c: OrgContext;
  let chain: Chain;
  const post = (url: string, payload: Record<string, unknown>) => c.t.call({ method: 'POST', url, token: c.admin, payload });

  beforeAll(async () => {
    c = await startOrgTest(kind);
    chain = await createChain(c.t, c.admin, 'FG');
  });
  afterAll(() => c.t.close());

  it('strips every operation address from every rich-text field, as image, video, audio and link', async () => {
    for (const [index, url] of OPERATION_URLS.entries()) {
      const html = planted(url);
      const question = expectOk(
        await post(API.addQuestion, {
          courseId: chain.course.courseId,
          type: QUESTION_TYPE.SINGLE,
          stem: `${html} ${index}`,
          options: [html, `${html} B`],
          answer: ['A'],
          score: 1,
          explanation: html,
        }),
        `question ${url}`,
      ) as { questionId: number };
      const notice = expectOk(await post(API.addNotice, { title: `Notice ${index}`, content: html }), `notice ${url}`) as {
        noticeId: number;
      };
      const course = expectOk(
        await post(API.addCourse, { subjectId: chain.subject.subjectId, name: `Course ${index}`, code: `FG-C${index}`, description: html }),
        `course ${url}`,
      ) as { courseId: number };
      const stored = [
        await c.t.app.db
          .selectFrom('questions')
          .select(['stem', 'options', 'explanation'])
          .where('id', '=', question.questionId)
          .executeTakeFirstOrThrow(),
        await c.t.app.db.selectFrom('notices').select('content').where('id', '=', notice.noticeId).executeTakeFirstOrThrow(),
        await c.t.app.db.selectFrom('courses').select('description').where('id', '=', course.courseId).executeTakeFirstOrThrow(),
      ];
      for (const row of stored) {
        expect(JSON.stringify(row), url).not.toMatch(traceOf);
        expect(JSON.stringify(row), url).toContain('<img>');
      }
    }
  });

  it('strips media that is not an editor file or https: (http:, //host, javascript:, relative pages)', async () => {
    const html = NOT_MEDIA.filter(Boolean)
      .map((url) => `<img src="${quote(url)}">`)
      .join('');
    const notice = expectOk(await post(API.addNotice, { title: 'Not media', content: html }), 'notice') as { noticeId: number };
    const { content } = await c.t.app.db
      .selectFrom('notices')
      .select('content')
      .where('id', '=', notice.noticeId)
      .executeTakeFirstOrThrow();
    expect(content).toBe('<img>'.repeat(NOT_MEDIA.filter(Boolean).length));
  });

  it('refuses every operation address and every non-media address in a URL field, naming it, and stores nothing', async () => {
    const usersBefore = await c.t.app.db
      .selectFrom('users')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const questionsBefore = await c.t.app.db
      .selectFrom('questions')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [index, url] of [...OPERATION_URLS, ...NOT_MEDIA.filter(Boolean)].entries()) {
      const photo = await post(API.addStudent, {
        username: `F${index}`,
        name: 'N',
        idNumber: '11010519491231002X',
        classId: chain.batch.classId,
        photo: url,
      });
      expect(photo.body.status, url).toBe(STATUS.BAD_REQUEST);
      expect(photo.body.message, url).toMatch(/photo must be an uploaded file/);
      const avatar = await post(API.addUser, { username: `fg${index}`, nickName: 'N', userType: USER_TYPE.TEACHER, avatar: url });
      expect(avatar.body.status, url).toBe(STATUS.BAD_REQUEST);
      expect(avatar.body.message, url).toMatch(/avatar must be an uploaded file/);
    }
    for (const url of OPERATION_URLS.filter((each) => /^https?:/.test(each))) {
      const task = await post(API.addQuestion, {
        courseId: chain.course.courseId,
        type: QUESTION_TYPE.EXTERNAL_LINK,
        stem: 'Task',
        linkUrl: url,
        score: 5,
      });
      expect(task.body.status, url).toBe(STATUS.BAD_REQUEST);
      const menu = await post(API.addPermission, { permissionKey: 'FG-MENU', name: 'Menu', linkType: 1, url });
      expect(menu.body.status, url).toBe(STATUS.BAD_REQUEST);
      expect(menu.body.message, url).toMatch(/url must be an http\(s\) address/);
    }
    expect(
      await c.t.app.db
        .selectFrom('users')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(usersBefore);
    expect(
      await c.t.app.db
        .selectFrom('questions')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(questionsBefore);
  });

  it('still takes an editor file or an https: address where media belong', async () => {
    const file = `${API.editorFiles}/${'b2'.repeat(32)}.jpg`;
    expect((await addStudent(c.t, c.admin, chain.batch.classId, 90, { photo: file })).photo).toBe(file);
    expect((await addStudent(c.t, c.admin, chain.batch.classId, 91, { photo: 'https://photos.example.org/a.jpg' })).photo).toBe(
      'https://photos.example.org/a.jpg',
    );
    const notice = expectOk(
      await post(API.addNotice, { title: 'Media', content: `<p><img src="${file}"><a href="${file}">f</a></p>` }),
      'notice',
    ) as { noticeId: number };
    const { content } = await c.t.app.db
      .selectFrom('notices')
      .select('content')
      .where('id', '=', notice.noticeId)
      .executeTakeFirstOrThrow();
    expect(content).toBe(`<p><img src="${file}"><a href="${file}">f</a></p>`);
  });
});
