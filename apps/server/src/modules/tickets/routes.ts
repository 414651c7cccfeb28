import {
  admissionPlanBody,
  admissionPlanQuery,
  allocateTicketsBody,
  API,
  changeSeatBody,
  checkInBody,
  checkInLookupQuery,
  listTicketQuery,
  PERMISSION,
  printTicketsQuery,
  publicationIdParam,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { type ProctorHint, proctorTopic } from '../../lib/live-hub.js';
import { viewerOf } from '../../plugins/access.js';
import { type AuditTarget, audited, bodyFields, bodyId } from '../../plugins/audit-trail/recorder.js';
import { recordTarget } from '../../plugins/audit-trail/targets.js';
import { admissionPlan, allocateTickets, requireTicketPublication, saveAdmissionPlan } from './allocation.js';
import { checkIn, lookUpCheckIn } from './check-in.js';
import { myTicket, myTickets, roomTickets } from './printable.js';
import { listTickets } from './repository.js';
import { changeSeat, requireTicket } from './seats.js';
import { ticketSigningKey } from './signature.js';

/**
 * Admission tickets: the ticket screen (/examPublishManage/ticketManage, EXAM-VENUE) chooses an
 * exam's rooms, seats its candidates, changes single seats and prints a room's tickets; proctors
 * (MARKINGPAPERS, who run the live view) check candidates in; a candidate (STUDENT-EXAM) reads
 * only their own tickets.
 */
export async function ticketRoutes(app: FastifyInstance) {
  // The signing key is made at start-up, so no request (a GET least of all) ever writes it.
  await ticketSigningKey(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Ticket'];
  const manage = { access: { permission: PERMISSION.EXAM_VENUE } } as const;
  const proctor = { access: { permission: PERMISSION.MARKING_PAPERS } } as const;
  const candidate = { access: { permission: PERMISSION.STUDENT_EXAM } } as const;
  const planTarget = recordTarget('publication', (id) => admissionPlan(app.db, id));
  const ticketTarget: AuditTarget = {
    ...recordTarget('ticket', (id) => requireTicket(app.db, id)),
    label: (record) => `${String(record.ticketNumber)} ${String(record.name)}`,
  };

  r.get(API.getAdmissionPlan, { schema: { tags, querystring: admissionPlanQuery }, config: manage }, async (req) =>
    ok(req, await admissionPlan(app.db, req.query.publicationId)),
  );
  r.put(
    API.saveAdmissionPlan,
    { schema: { tags, body: admissionPlanBody }, config: audited(manage, 'ticket.plan', planTarget, { ids: bodyId('publicationId') }) },
    async (req) => ok(req, await saveAdmissionPlan(app.db, app.dialect, req.body, app.clock.now())),
  );
  r.post(
    API.allocateTickets,
    {
      schema: { tags, body: allocateTicketsBody },
      config: audited(manage, 'ticket.allocate', planTarget, { ids: bodyId('publicationId') }),
    },
    async (req) => ok(req, await allocateTickets(app.db, req.body.publicationId, app.clock.now())),
  );
  r.get(API.listTicket, { schema: { tags, querystring: listTicketQuery }, config: manage }, async (req) => {
    await requireTicketPublication(app.db, req.query.publicationId);
    return ok(req, await listTickets(app.db, req.query.publicationId, req.query.roomId));
  });
  r.put(
    API.changeTicketSeat,
    { schema: { tags, body: changeSeatBody }, config: audited(manage, 'ticket.changeSeat', ticketTarget, { ids: bodyId('ticketId') }) },
    async (req) => ok(req, await changeSeat(app.db, req.body, app.clock.now())),
  );
  r.get(API.printTickets, { schema: { tags, querystring: printTicketsQuery }, config: manage }, async (req) => {
    await requireTicketPublication(app.db, req.query.publicationId);
    return ok(req, await roomTickets(app.db, req.query.publicationId, req.query.roomId));
  });
  r.get(API.checkInLookup, { schema: { tags, querystring: checkInLookupQuery }, config: proctor }, async (req) => {
    await requireTicketPublication(app.db, req.query.publicationId);
    return ok(req, await lookUpCheckIn(app.db, req.query, app.clock.now()));
  });
  r.post(
    API.checkIn,
    {
      schema: { tags, body: checkInBody },
      config: audited(proctor, 'ticket.checkIn', ticketTarget, { created: 'ticketId', detail: bodyFields('publicationId') }),
    },
    async (req) => {
      await requireTicketPublication(app.db, req.body.publicationId);
      const ticket = await checkIn(app.db, req.body, viewerOf(req).userId, app.clock.now());
      // Every proctor watching the exam's live view sees the check-in at once, on any instance.
      app.live.publish(proctorTopic(ticket.publicationId), { type: 'student-changed', studentId: ticket.studentId } satisfies ProctorHint);
      return ok(req, ticket);
    },
  );
  r.get(API.myTickets, { schema: { tags }, config: candidate }, async (req) => ok(req, await myTickets(app.db, viewerOf(req).userId)));
  r.get(`${API.myTicket}/:publicationId`, { schema: { tags, params: publicationIdParam }, config: candidate }, async (req) =>
    ok(req, await myTicket(app.db, viewerOf(req).userId, req.params.publicationId)),
  );
}
