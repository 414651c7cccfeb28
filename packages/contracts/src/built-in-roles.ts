import type { Lang } from './messages/catalogue.js';
import { ROLE } from './user-types.js';

type RoleKey = (typeof ROLE)[keyof typeof ROLE];
type InFourLanguages = Record<Lang, string>;

/**
 * The built-in roles' names and descriptions in the four languages. Each description says what
 * the role's seeded permissions (SEEDED_ROLE_PERMISSIONS) really open: the exam-publishing
 * screens (papers, notices, publishing, marking) also need the SUPER role (routes.ts), so a teacher holding
 * their keys still does not reach them.
 */
export const BUILT_IN_ROLE_TEXT: Record<RoleKey, { name: InFourLanguages; description: InFourLanguages }> = {
  [ROLE.SUPER_ADMIN]: {
    name: { en: 'Super administrator', zh: '超级管理员', es: 'Superadministrador', ja: 'スーパー管理者' },
    description: {
      en: 'Sees and does everything, including users, roles, permissions and the audit log.',
      zh: '可查看和操作全部功能，包括用户、角色、权限和审计日志。',
      es: 'Ve y hace todo, incluidos usuarios, roles, permisos y el registro de auditoría.',
      ja: 'ユーザー、ロール、権限、監査ログを含むすべてを閲覧・操作できます。',
    },
  },
  [ROLE.SUPER]: {
    name: { en: 'Exam publisher', zh: '考试发布员', es: 'Publicador de exámenes', ja: '試験公開担当' },
    description: {
      en: 'Everything but system administration: organisation and question bank, exam papers and notices, publishing, live monitoring, marking and score analysis.',
      zh: '除系统管理外的全部功能：机构与题库、试卷与考试须知、考试发布、实时监考、阅卷和成绩分析。',
      es: 'Todo salvo la administración del sistema: organización y banco de preguntas, hojas y avisos de examen, publicación, supervisión en directo, corrección y análisis de notas.',
      ja: 'システム管理以外のすべて：組織と問題バンク、試験問題と受験案内、試験の公開、リアルタイム監督、採点、成績分析。',
    },
  },
  [ROLE.TEACHER]: {
    name: { en: 'Teacher', zh: '教师', es: 'Docente', ja: '教員' },
    description: {
      en: 'Manages exam projects, job categories, job types, batches, courses, knowledge points, students and the question bank, and reads score analysis. Papers, publishing and marking also need the Exam publisher role.',
      zh: '管理考试项目、职业类别、报考工种、报名批次、课程、知识点、考生和题库，并查看成绩分析。试卷、考试发布和阅卷还需要“考试发布员”角色。',
      es: 'Gestiona proyectos de examen, categorías profesionales, oficios, convocatorias, cursos, puntos de conocimiento, estudiantes y el banco de preguntas, y consulta el análisis de notas. Las hojas de examen, la publicación y la corrección requieren además el rol Publicador de exámenes.',
      ja: '試験プロジェクト、職種区分、登録職種、申込バッチ、コース、知識ポイント、受験者、問題バンクを管理し、成績分析を閲覧します。試験問題・試験の公開・採点には「試験公開担当」ロールも必要です。',
    },
  },
  [ROLE.STUDENT]: {
    name: { en: 'Student', zh: '考生', es: 'Estudiante', ja: '受験者' },
    description: {
      en: 'Takes the exams published to their batch and sees their results.',
      zh: '参加发布到所在批次的考试并查看自己的成绩。',
      es: 'Hace los exámenes publicados para su convocatoria y ve sus resultados.',
      ja: '自分の申込バッチに公開された試験を受け、結果を確認します。',
    },
  },
};

/** Descriptions the seed once wrote, replaced by the ones above on the next start (never an administrator's own text). */
export const FORMER_BUILT_IN_DESCRIPTIONS: Partial<Record<RoleKey, string>> = {
  [ROLE.SUPER_ADMIN]: 'Sees and does everything.',
  [ROLE.SUPER]: 'Publishes exams (spec: /examPublishManage needs SUPER).',
  [ROLE.TEACHER]: 'Authors questions and papers, marks, analyses.',
  [ROLE.STUDENT]: 'Takes exams.',
};

const isBuiltIn = (roleKey: string): roleKey is RoleKey => roleKey in BUILT_IN_ROLE_TEXT;

/**
 * A built-in role's name or description in the reader's language while it is still the seeded
 * text (in any of the four languages); text an administrator wrote is shown as written.
 */
export function builtInRoleText(roleKey: string, field: 'name' | 'description', stored: string, lang: Lang): string {
  if (!isBuiltIn(roleKey)) return stored;
  const seeded = BUILT_IN_ROLE_TEXT[roleKey][field];
  return Object.values(seeded).includes(stored) ? seeded[lang] : stored;
}

/** A role name from a list without keys (a user's roleNames): a built-in role's seeded name in the reader's language. */
export function roleNameText(stored: string, lang: Lang): string {
  const seeded = Object.values(BUILT_IN_ROLE_TEXT).find((text) => Object.values(text.name).includes(stored));
  return seeded ? seeded.name[lang] : stored;
}
