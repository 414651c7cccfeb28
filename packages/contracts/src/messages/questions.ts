import type { Catalogue } from './catalogue.js';

/** The question bank: the answer-key rules (api/questions.ts answerKeyProblem), the Excel and QTI imports. */
export const QUESTIONS_MESSAGES = {
  optionsCountChoice: {
    en: 'A choice question needs 2 to 10 options.',
    zh: '选择题需要 2 到 10 个选项。',
    es: 'Una pregunta de opción necesita entre 2 y 10 opciones.',
    ja: '選択問題には 2～10 個の選択肢が必要です。',
  },
  optionsCountTrueFalse: {
    en: 'A true/false question has exactly two options.',
    zh: '判断题必须恰好有两个选项。',
    es: 'Una pregunta de verdadero/falso tiene exactamente dos opciones.',
    ja: '正誤問題の選択肢はちょうど 2 つです。',
  },
  optionEmpty: {
    en: 'Every option needs some content.',
    zh: '每个选项都必须填写内容。',
    es: 'Cada opción necesita contenido.',
    ja: 'すべての選択肢に内容が必要です。',
  },
  answerSingle: {
    en: 'Mark exactly one option as the answer.',
    zh: '请恰好选择一个正确答案。',
    es: 'Marque exactamente una opción como respuesta.',
    ja: '正解の選択肢をちょうど 1 つ選んでください。',
  },
  answerMultiple: {
    en: 'A multiple-choice question needs at least two correct options.',
    zh: '多选题至少需要两个正确答案。',
    es: 'Una pregunta de opción múltiple necesita al menos dos opciones correctas.',
    ja: '複数選択問題には正解が 2 つ以上必要です。',
  },
  answerUnknownOption: {
    en: 'The answer names an option the question does not have.',
    zh: '答案中包含不存在的选项。',
    es: 'La respuesta nombra una opción que la pregunta no tiene.',
    ja: '解答に存在しない選択肢が含まれています。',
  },
  linkUrlInvalid: {
    en: 'An external-link question needs a valid http(s) address.',
    zh: '外部链接题需要有效的 http(s) 地址。',
    es: 'Una pregunta de enlace externo necesita una dirección http(s) válida.',
    ja: '外部リンク問題には有効な http(s) アドレスが必要です。',
  },
  linkHasOptions: {
    en: 'An external-link question has no options and no answer key; an examiner scores it.',
    zh: '外部链接题没有选项和标准答案，由阅卷人评分。',
    es: 'Una pregunta de enlace externo no tiene opciones ni clave de respuesta; la califica un examinador.',
    ja: '外部リンク問題には選択肢も正解もありません。採点者が採点します。',
  },
} satisfies Catalogue;
