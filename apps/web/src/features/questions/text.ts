import type { FeatureText } from '../../i18n/feature-text';

const en = {
  title: 'Question bank',
  types: { 0: 'Single choice', 1: 'Multiple choice', 2: 'True/false', 3: 'External link' },
  number: 'Question {{number}}',
  points: '{{score}} points',
  correct: 'Answer',
  openTask: 'Open the task',
  explanation: 'Explanation',
};

/** The question bank screen's text (the `question.*` keys). */
export const QUESTION_TEXT: FeatureText<typeof en> = {
  en,
  zh: {
    title: '题库', types: { 0: '单选题', 1: '多选题', 2: '判断题', 3: '外部链接题' }, number: '第 {{number}} 题', points: '{{score}} 分',
    correct: '答案', openTask: '打开任务', explanation: '解析',
  },
  es: {
    title: 'Banco de preguntas', types: { 0: 'Opción única', 1: 'Opción múltiple', 2: 'Verdadero/falso', 3: 'Enlace externo' },
    number: 'Pregunta {{number}}', points: '{{score}} puntos', correct: 'Respuesta', openTask: 'Abrir la tarea', explanation: 'Explicación',
  },
  ja: {
    title: '問題バンク', types: { 0: '単一選択', 1: '複数選択', 2: '正誤', 3: '外部リンク' }, number: '第 {{number}} 問', points: '{{score}} 点',
    correct: '正解', openTask: 'タスクを開く', explanation: '解説',
  },
};
