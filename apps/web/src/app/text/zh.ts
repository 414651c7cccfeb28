import { zh as examText, kaoshi as kaoshiText } from '../../features/attempts/text/zh';
import { zh as authText } from '../../features/auth/text/zh';
import { zh as courseText } from '../../features/courses/text/zh';
import { zh as errorPageText } from '../../features/errors/text/zh';
import { zh as knowledgeText } from '../../features/knowledge/text/zh';
import { zh as markingText } from '../../features/marking/text/zh';
import { zh as noticeText } from '../../features/notices/text/zh';
import { zh as permissionText } from '../../features/permissions/text/zh';
import { zh as profileText } from '../../features/profile/text/zh';
import { zh as questionText } from '../../features/questions/text/zh';
import { zh as roleText } from '../../features/roles/text/zh';
import { zh as studentText } from '../../features/students/text/zh';
import { zh as userText } from '../../features/users/text/zh';
import { zh as sharedText } from '../../i18n/text/zh';
import { zh as layoutText } from '../../layout/text/zh';
import type { Catalogue } from './en';

/** The Chinese catalogue: the same sections as en.ts, gathered the same way. */
export const zh: Catalogue = {
  ...sharedText,
  ...layoutText,
  question: questionText,
  notice: noticeText,
  exam: examText,
  marking: markingText,
  course: courseText,
  knowledge: knowledgeText,
  student: studentText,
  profile: profileText,
  user: userText,
  role: roleText,
  permission: permissionText,
  errorPage: errorPageText,
  ...authText,
  kaoshi: kaoshiText,
};
