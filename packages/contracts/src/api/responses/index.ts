import type { ResponseSpec } from './define.js';
import { analysisResponses } from './analysis.js';
import { articleResponses } from './article.js';
import { attemptResponses } from './attempt.js';
import { auditResponses } from './audit.js';
import { authResponses } from './auth.js';
import { certificateResponses } from './certificate.js';
import { classesResponses } from './classes.js';
import { courseResponses } from './course.js';
import { dashboardResponses } from './dashboard.js';
import { departmentResponses } from './department.js';
import { editorResponses } from './editor.js';
import { knowledgeResponses } from './knowledge.js';
import { learningResponses } from './learning.js';
import { liveResponses } from './live.js';
import { markingResponses } from './marking.js';
import { miscResponses } from './misc.js';
import { noticeResponses } from './notice.js';
import { notificationResponses } from './notification.js';
import { paperResponses } from './paper.js';
import { permissionResponses } from './permission.js';
import { publicationResponses } from './publication.js';
import { questionResponses } from './question.js';
import { registrationResponses } from './registration.js';
import { roleResponses } from './role.js';
import { roomResponses } from './room.js';
import { schoolResponses } from './school.js';
import { securityResponses } from './security.js';
import { socketResponses } from './socket.js';
import { studentResponses } from './student.js';
import { subjectResponses } from './subject.js';
import { ticketResponses } from './ticket.js';
import { assessmentResponses } from './assessment.js';
import { userResponses } from './user.js';
import { venueResponses } from './venue.js';

export * from './define.js';

/**
 * Every /api operation's answer by `METHOD url` as registered: a zod schema of the envelope's
 * `data`, or binary(…) for a download. The server refuses to start when a route has none or an
 * entry names no route (apps/server/src/plugins/response-schemas.ts).
 */
export const RESPONSES = {
  ...analysisResponses,
  ...articleResponses,
  ...attemptResponses,
  ...auditResponses,
  ...authResponses,
  ...certificateResponses,
  ...classesResponses,
  ...courseResponses,
  ...dashboardResponses,
  ...departmentResponses,
  ...editorResponses,
  ...knowledgeResponses,
  ...learningResponses,
  ...liveResponses,
  ...markingResponses,
  ...miscResponses,
  ...noticeResponses,
  ...notificationResponses,
  ...paperResponses,
  ...permissionResponses,
  ...publicationResponses,
  ...questionResponses,
  ...registrationResponses,
  ...roleResponses,
  ...roomResponses,
  ...schoolResponses,
  ...securityResponses,
  ...socketResponses,
  ...studentResponses,
  ...subjectResponses,
  ...ticketResponses,
  ...userResponses,
  ...venueResponses,
  ...assessmentResponses,
} satisfies Record<string, ResponseSpec>;
