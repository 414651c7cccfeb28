import { ja as examText, kaoshi as kaoshiText } from '../../features/attempts/text/ja';
import { ja as authText } from '../../features/auth/text/ja';
import { ja as courseText } from '../../features/courses/text/ja';
import { ja as errorPageText } from '../../features/errors/text/ja';
import { ja as knowledgeText } from '../../features/knowledge/text/ja';
import { ja as markingText } from '../../features/marking/text/ja';
import { ja as noticeText } from '../../features/notices/text/ja';
import { ja as permissionText } from '../../features/permissions/text/ja';
import { ja as profileText } from '../../features/profile/text/ja';
import { ja as questionText } from '../../features/questions/text/ja';
import { ja as roleText } from '../../features/roles/text/ja';
import { ja as studentText } from '../../features/students/text/ja';
import { ja as userText } from '../../features/users/text/ja';
import { ja as sharedText } from '../../i18n/text/ja';
import { ja as layoutText } from '../../layout/text/ja';
import type { Catalogue } from './en';

/** The Japanese catalogue: the same sections as en.ts, gathered the same way. */
export const ja: Catalogue = {
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
