import { en as examText, kaoshi as kaoshiText } from '../../features/attempts/text/en';
import { en as authText } from '../../features/auth/text/en';
import { en as courseText } from '../../features/courses/text/en';
import { en as errorPageText } from '../../features/errors/text/en';
import { en as knowledgeText } from '../../features/knowledge/text/en';
import { en as markingText } from '../../features/marking/text/en';
import { en as noticeText } from '../../features/notices/text/en';
import { en as permissionText } from '../../features/permissions/text/en';
import { en as profileText } from '../../features/profile/text/en';
import { en as questionText } from '../../features/questions/text/en';
import { en as roleText } from '../../features/roles/text/en';
import { en as studentText } from '../../features/students/text/en';
import { en as userText } from '../../features/users/text/en';
import { en as sharedText } from '../../i18n/text/en';
import { en as layoutText } from '../../layout/text/en';
import type { Shape } from '../../i18n/shape';

/**
 * The English catalogue: every area's text gathered under its section key (the first part of a t() key).
 * Each area keeps its text beside its code, one module per language (`features/<name>/text/<lang>.ts`;
 * layout/, editor/ and, for the words the whole app shares, i18n/ likewise); a new feature adds one
 * import and one key here and in zh.ts, es.ts and ja.ts. English is the shape the others must fill,
 * and only English is in the app's first download: another language arrives with its catalogue.
 */
export const en = {
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

export type Catalogue = Shape<typeof en>;
