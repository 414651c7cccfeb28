import { es as examText, kaoshi as kaoshiText } from '../../features/attempts/text/es';
import { es as authText } from '../../features/auth/text/es';
import { es as courseText } from '../../features/courses/text/es';
import { es as errorPageText } from '../../features/errors/text/es';
import { es as knowledgeText } from '../../features/knowledge/text/es';
import { es as markingText } from '../../features/marking/text/es';
import { es as noticeText } from '../../features/notices/text/es';
import { es as permissionText } from '../../features/permissions/text/es';
import { es as profileText } from '../../features/profile/text/es';
import { es as questionText } from '../../features/questions/text/es';
import { es as roleText } from '../../features/roles/text/es';
import { es as studentText } from '../../features/students/text/es';
import { es as userText } from '../../features/users/text/es';
import { es as sharedText } from '../../i18n/text/es';
import { es as layoutText } from '../../layout/text/es';
import type { Catalogue } from './en';

/** The Spanish catalogue: the same sections as en.ts, gathered the same way. */
export const es: Catalogue = {
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
