/**
 * The floor's web half: Fastify with one JSON endpoint shaped like the answer save (parse the
 * body, reply with an envelope) and nothing else: no auth, no database, no validation.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/api/bare/save', async (request) => {
  const body = request.body as { questionId?: number; seq?: number };
  return { status: 200, message: 'ok', data: { questionId: body.questionId ?? 0, seq: body.seq ?? 0, applied: true, deadlineAt: 0 } };
});
app.get('/api/health', async () => ({ status: 200, message: 'ok', data: null }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
