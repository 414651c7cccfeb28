import type { Catalogue } from './catalogue.js';

/** Exam papers (fixed and random) and exam notices. */
export const PAPERS_MESSAGES = {
  paperNotFound: {
    en: 'Exam paper {id} does not exist.',
    zh: '试卷 {id} 不存在。',
    es: 'El examen {id} no existe.',
    ja: '試験問題 {id} は存在しません。',
  },
  noticeNotFound: {
    en: 'Exam notice {id} does not exist.',
    zh: '考试须知 {id} 不存在。',
    es: 'El aviso de examen {id} no existe.',
    ja: '受験案内 {id} は存在しません。',
  },
} satisfies Catalogue;
