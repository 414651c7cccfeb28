import type { Catalogue } from './catalogue.js';

/** What an export holds, as the first part of its file name ("批次成绩排名-<exam>-<date>.xlsx"). */
export const EXPORT_MESSAGES = {
  fileClassRanking: { en: 'Batch score ranking', zh: '批次成绩排名', es: 'Clasificación por convocatoria', ja: 'バッチ別成績順位' },
  filePassStatistics: {
    en: 'Pass and fail statistics',
    zh: '合格与不合格统计',
    es: 'Estadística de aprobados y suspensos',
    ja: '合否統計',
  },
  fileFailedCandidates: { en: 'Failed candidates', zh: '不合格考生', es: 'Candidatos suspendidos', ja: '不合格者一覧' },
  fileSupplementaryStatistics: {
    en: 'Re-exam score statistics',
    zh: '补考成绩统计',
    es: 'Estadística de recuperaciones',
    ja: '再試験成績統計',
  },
  fileItemAnalysis: { en: 'Item analysis', zh: '试题分析', es: 'Análisis de preguntas', ja: '問題分析' },
  fileKnowledgeMastery: { en: 'Knowledge mastery', zh: '知识点掌握度', es: 'Dominio de conocimientos', ja: '知識習熟度' },
  fileMarking: { en: 'Marking', zh: '阅卷情况', es: 'Corrección', ja: '採点状況' },
  fileAuditLog: { en: 'Audit log', zh: '审计日志', es: 'Registro de auditoría', ja: '監査ログ' },
  fileStudentTemplate: {
    en: 'Student import template',
    zh: '考生导入模板',
    es: 'Plantilla de importación de estudiantes',
    ja: '受験者インポート用テンプレート',
  },
  fileQuestionTemplate: {
    en: 'Question import template',
    zh: '试题导入模板',
    es: 'Plantilla de importación de preguntas',
    ja: '問題インポート用テンプレート',
  },
  fileQuestionsQti: { en: 'Questions (QTI)', zh: '试题（QTI）', es: 'Preguntas (QTI)', ja: '問題（QTI）' },
  fileQuestionsMoodle: { en: 'Questions (Moodle XML)', zh: '试题（Moodle XML）', es: 'Preguntas (Moodle XML)', ja: '問題（Moodle XML）' },
  fileQuestionWordTemplate: {
    en: 'Question import template (Word)',
    zh: '试题导入模板（Word）',
    es: 'Plantilla de importación de preguntas (Word)',
    ja: '問題インポートテンプレート（Word）',
  },
} satisfies Catalogue;
