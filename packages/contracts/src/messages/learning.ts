import type { Catalogue } from './catalogue.js';

/** Learning articles: staff write them, candidates read them. */
export const LEARNING_MESSAGES = {
  articleNotFound: {
    en: 'Learning article {id} does not exist.',
    zh: '学习文章 {id} 不存在。',
    es: 'El artículo de aprendizaje {id} no existe.',
    ja: '学習記事 {id} は存在しません。',
  },
  articleContentEmpty: {
    en: 'The article needs a body: nothing visible is left once unsafe markup is removed.',
    zh: '文章正文不能为空：去除不安全的标记后没有可显示的内容。',
    es: 'El artículo necesita un cuerpo: no queda nada visible tras quitar el código no seguro.',
    ja: '記事の本文がありません。安全でないマークアップを除くと表示できる内容が残りません。',
  },
  articleSubjectsNotFound: {
    en: 'These job types do not exist: {ids}.',
    zh: '以下工种不存在：{ids}。',
    es: 'Estos puestos no existen: {ids}.',
    ja: '次の職種は存在しません：{ids}。',
  },
  learningSubjectNotYours: {
    en: 'Job type {id} is not one of yours: the list can be narrowed to your own job types only.',
    zh: '工种 {id} 不是您报考的工种：只能按您自己的工种筛选。',
    es: 'El puesto {id} no es uno de los suyos: solo puede filtrar por sus propios puestos.',
    ja: '職種 {id} はあなたの職種ではありません。絞り込めるのはご自身の職種だけです。',
  },
  colArticleType: { en: 'Type', zh: '类型', es: 'Tipo', ja: '種類' },
  colPinned: { en: 'Pinned', zh: '置顶', es: 'Fijado', ja: '固定' },
  colPublished: { en: 'Published', zh: '已发布', es: 'Publicado', ja: '公開' },
  colArticleSubjects: { en: 'Job types', zh: '适用工种', es: 'Puestos', ja: '対象職種' },
  colOpenedCount: { en: 'Opened by', zh: '打开人数', es: 'Abierto por', ja: '開いた人数' },
  colFinishedCount: { en: 'Read to the end by', zh: '读完人数', es: 'Leído completo por', ja: '読了人数' },
} satisfies Catalogue;
