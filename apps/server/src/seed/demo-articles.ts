import { ARTICLE_TYPE, type ArticleType, type Lang } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import { sanitiseRichText } from '../lib/rich-text.js';
import { bodyHasVideo } from '../modules/articles/index.js';
import type { Database } from '../db/schema.js';

/**
 * Learning articles for the demo (with the demo exam): both types, pinned and not, with and
 * without a video, one for the demo job type only and one draft, so the candidate's learning
 * page shows its order and filters at once. Runs once: nothing happens when any article exists.
 */

interface DemoArticleText {
  title: string;
  paragraphs: string[];
}

interface DemoArticle {
  type: ArticleType;
  pinned: 0 | 1;
  published: 0 | 1;
  video: boolean;
  /** Only for the demo job type (the demo batch's), not for everyone. */
  demoJobTypeOnly: boolean;
  /** Days before the seeding that it was published: the candidate's list shows the newest first. */
  daysAgo: number;
}

const { CLASSIC_READING, EXCELLENT_CULTURE } = ARTICLE_TYPE;
const ARTICLES: DemoArticle[] = [
  { type: CLASSIC_READING, pinned: 1, published: 1, video: true, demoJobTypeOnly: true, daysAgo: 3 },
  { type: EXCELLENT_CULTURE, pinned: 0, published: 1, video: false, demoJobTypeOnly: false, daysAgo: 1 },
  { type: CLASSIC_READING, pinned: 0, published: 1, video: false, demoJobTypeOnly: false, daysAgo: 2 },
  { type: EXCELLENT_CULTURE, pinned: 1, published: 1, video: true, demoJobTypeOnly: false, daysAgo: 5 },
  { type: CLASSIC_READING, pinned: 0, published: 0, video: false, demoJobTypeOnly: false, daysAgo: 0 },
];

type Five<T> = [T, T, T, T, T];

const TEXT: Record<Lang, Five<DemoArticleText>> = {
  en: [
    {
      title: 'Before you strike an arc: a five-minute safety check',
      paragraphs: [
        'Check the cable, the earth clamp and the holder before every shift.',
        'Clear flammable material from a radius of ten metres, and keep an extinguisher within reach.',
      ],
    },
    {
      title: 'The craftsman’s patience',
      paragraphs: [
        'A good weld is the sum of many small, unhurried movements.',
        'Masters of the trade say the hand learns what the eye has watched a thousand times.',
      ],
    },
    {
      title: 'Reading a welding procedure specification',
      paragraphs: [
        'A WPS names the process, the filler, the current range and the preheat.',
        'Read it end to end before you start: every value in it was qualified by a test.',
      ],
    },
    {
      title: 'Safety culture: why we stop the job',
      paragraphs: [
        'Anyone on site may stop work that looks unsafe, and nobody is blamed for doing so.',
        'Watch how one team made this a habit.',
      ],
    },
    { title: 'Draft: gas cylinders in cold weather', paragraphs: ['Work in progress.'] },
  ],
  zh: [
    {
      title: '起弧之前：五分钟安全检查',
      paragraphs: ['每班开工前检查电缆、地线夹和焊钳。', '清除十米范围内的可燃物，灭火器放在随手可及之处。'],
    },
    { title: '匠人的耐心', paragraphs: ['一道好焊缝，是许多细小而从容的动作累积而成。', '老师傅常说：眼睛看过千遍，手自然就会了。'] },
    {
      title: '读懂焊接工艺规程',
      paragraphs: ['焊接工艺规程写明了焊接方法、焊材、电流范围和预热要求。', '开工前请从头到尾读一遍：其中每个数值都经过评定试验。'],
    },
    {
      title: '安全文化：为什么我们会叫停作业',
      paragraphs: ['现场任何人都可以叫停看起来不安全的作业，没有人会因此受到责备。', '看看一个班组是如何把它变成习惯的。'],
    },
    { title: '草稿：低温天气下的气瓶', paragraphs: ['编写中。'] },
  ],
  es: [
    {
      title: 'Antes de encender el arco: una revisión de cinco minutos',
      paragraphs: [
        'Revise el cable, la pinza de masa y el portaelectrodos antes de cada turno.',
        'Retire el material inflamable en un radio de diez metros y tenga un extintor a mano.',
      ],
    },
    {
      title: 'La paciencia del artesano',
      paragraphs: [
        'Una buena soldadura es la suma de muchos movimientos pequeños y sin prisa.',
        'Los maestros del oficio dicen que la mano aprende lo que el ojo ha visto mil veces.',
      ],
    },
    {
      title: 'Cómo leer una especificación de procedimiento de soldadura',
      paragraphs: [
        'La WPS indica el proceso, el material de aporte, el rango de corriente y el precalentamiento.',
        'Léala completa antes de empezar: cada valor fue calificado con un ensayo.',
      ],
    },
    {
      title: 'Cultura de seguridad: por qué detenemos el trabajo',
      paragraphs: [
        'Cualquiera en la obra puede detener un trabajo que parezca inseguro, sin que nadie le culpe.',
        'Vea cómo un equipo lo convirtió en costumbre.',
      ],
    },
    { title: 'Borrador: botellas de gas con frío', paragraphs: ['En preparación.'] },
  ],
  ja: [
    {
      title: 'アークを出す前に：5 分間の安全点検',
      paragraphs: [
        '作業開始前に毎回、ケーブル、アースクランプ、ホルダーを点検します。',
        '半径 10 メートル以内の可燃物を片付け、消火器を手の届く所に置きます。',
      ],
    },
    {
      title: '職人の忍耐',
      paragraphs: ['良い溶接は、急がない小さな動きの積み重ねです。', '熟練者は「目で千回見たことを手が覚える」と言います。'],
    },
    {
      title: '溶接施工要領書の読み方',
      paragraphs: [
        'WPS には溶接法、溶加材、電流範囲、予熱が書かれています。',
        '始める前に最後まで読みましょう。どの値も試験で確認されたものです。',
      ],
    },
    {
      title: '安全文化：なぜ作業を止めるのか',
      paragraphs: [
        '現場の誰でも、危ないと思った作業を止めることができ、それを責められることはありません。',
        'ある班がそれを習慣にした様子をご覧ください。',
      ],
    },
    { title: '下書き：寒い日のガスボンベ', paragraphs: ['作成中です。'] },
  ],
};

const DAY_MS = 86_400_000;
/** A short public sample video; the demo only needs a body that plays one. */
const DEMO_VIDEO = 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4';

/** The demo job type's code, as seed/demo-exam.ts seeds it. */
const DEMO_SUBJECT_CODE = 'DEMO-S';

export async function seedDemoArticles(db: Kysely<Database>, language: Lang, now = Date.now()) {
  if (await db.selectFrom('articles').select('id').limit(1).executeTakeFirst()) return;
  const subject = await db.selectFrom('subjects').select('id').where('code', '=', DEMO_SUBJECT_CODE).executeTakeFirst();
  const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    for (const [index, article] of ARTICLES.entries()) {
      const words = TEXT[language][index]!;
      const video = article.video ? `<p><video controls="true" width="420" height="280" src="${DEMO_VIDEO}"></video></p>` : '';
      const content = sanitiseRichText(words.paragraphs.map((text) => `<p>${text}</p>`).join('') + video);
      const publishedAt = now - article.daysAgo * DAY_MS;
      const { id } = await trx
        .insertInto('articles')
        .values({
          title: words.title,
          type: article.type,
          coverImage: '',
          content,
          hasVideo: bodyHasVideo(content),
          pinned: article.pinned,
          published: article.published,
          publishedAt: article.published ? publishedAt : null,
          createdBy: admin?.id ?? null,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (article.demoJobTypeOnly && subject)
        await trx.insertInto('articleSubjects').values({ articleId: id, subjectId: subject.id }).execute();
    }
  });
}
