import {
  analysisFilter,
  API,
  itemAnalysisQuery,
  type Lang,
  type MessageKey,
  passStatisticsExportQuery,
  PERMISSION,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { sendWorkbook, writeWorkbook } from '../../lib/excel.js';
import { exportFileName } from '../../lib/export-name.js';
import { FAILED_COLUMNS, ITEM_COLUMNS, MASTERY_COLUMNS, PASS_COLUMNS, RANKING_COLUMNS, SUPPLEMENTARY_COLUMNS } from './exports.js';
import { itemAnalysis } from './item-analysis.js';
import { knowledgeMastery } from './mastery.js';
import { passStatistics } from './pass-statistics.js';
import { classRanking } from './ranking.js';
import { supplementaryStatistics } from './supplementary.js';

/** Score analysis (docs/REQUIREMENTS.md §10.1): each screen's data and its Excel twin, computed in SQL on every call. */
export async function analysisRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Analysis'];
  const ranking = { access: { permission: PERMISSION.EXAM_CLASS_RANKING } };
  const passing = { access: { permission: PERMISSION.IS_PASS_STATISTICS } };
  const reExam = { access: { permission: PERMISSION.EXAM_SUPPLEMENTARY } };
  const filterSchema = { tags, querystring: analysisFilter };
  const itemSchema = { tags, querystring: itemAnalysisQuery };

  /** Publication names for the ranking export (the JSON rows carry ids; the screen has the names from its select). */
  const publicationNames = async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await app.db
      .selectFrom('publications')
      .select(['id', 'name'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((row) => [row.id, row.name]));
  };
  /** The export's file name: what it holds, the exam when it is of one, today. */
  const fileName = async (lang: Lang, holds: MessageKey, publicationId: number | undefined) => {
    const of = publicationId === undefined ? undefined : (await publicationNames([publicationId])).get(publicationId);
    return exportFileName(lang, holds, { of, at: app.clock.now() });
  };

  r.get(API.classRanking, { schema: filterSchema, config: ranking }, async (req) =>
    ok(req, await classRanking(app.db, app.dialect, req.query)),
  );
  r.get(API.exportClassRanking, { schema: filterSchema, config: ranking }, async (req, reply) => {
    const { rows } = await classRanking(app.db, app.dialect, req.query);
    const names = await publicationNames(rows.map((row) => row.publicationId));
    const named = rows.map((row) => ({ ...row, publicationName: names.get(row.publicationId) ?? '' }));
    return sendWorkbook(
      reply,
      await writeWorkbook(req.lang, RANKING_COLUMNS, named),
      await fileName(req.lang, 'fileClassRanking', req.query.publicationId),
    );
  });

  r.get(API.passStatistics, { schema: filterSchema, config: passing }, async (req) =>
    ok(req, await passStatistics(app.db, req.query, app.clock.now())),
  );
  // `?list=failed` exports the failed candidates instead of the per-batch table.
  r.get(API.exportPassStatistics, { schema: { tags, querystring: passStatisticsExportQuery }, config: passing }, async (req, reply) => {
    const stats = await passStatistics(app.db, req.query, app.clock.now());
    const workbook =
      req.query.list === 'failed'
        ? await writeWorkbook(req.lang, FAILED_COLUMNS, stats.failed)
        : await writeWorkbook(req.lang, PASS_COLUMNS, stats.rows);
    const holds = req.query.list === 'failed' ? 'fileFailedCandidates' : 'filePassStatistics';
    return sendWorkbook(reply, workbook, await fileName(req.lang, holds, req.query.publicationId));
  });

  r.get(API.supplementaryStatistics, { schema: filterSchema, config: reExam }, async (req) =>
    ok(req, await supplementaryStatistics(app.db, req.query)),
  );
  r.get(API.exportSupplementaryStatistics, { schema: filterSchema, config: reExam }, async (req, reply) => {
    const { rows } = await supplementaryStatistics(app.db, req.query);
    return sendWorkbook(
      reply,
      await writeWorkbook(req.lang, SUPPLEMENTARY_COLUMNS, rows),
      await fileName(req.lang, 'fileSupplementaryStatistics', req.query.publicationId),
    );
  });

  r.get(API.itemAnalysis, { schema: itemSchema, config: ranking }, async (req) =>
    ok(req, await itemAnalysis(app.db, app.dialect, req.query)),
  );
  r.get(API.exportItemAnalysis, { schema: itemSchema, config: ranking }, async (req, reply) =>
    sendWorkbook(
      reply,
      await writeWorkbook(req.lang, ITEM_COLUMNS, await itemAnalysis(app.db, app.dialect, req.query)),
      await fileName(req.lang, 'fileItemAnalysis', req.query.publicationId),
    ),
  );

  r.get(API.knowledgeMastery, { schema: filterSchema, config: ranking }, async (req) =>
    ok(req, await knowledgeMastery(app.db, app.dialect, req.query)),
  );
  r.get(API.exportKnowledgeMastery, { schema: filterSchema, config: ranking }, async (req, reply) =>
    sendWorkbook(
      reply,
      await writeWorkbook(req.lang, MASTERY_COLUMNS, await knowledgeMastery(app.db, app.dialect, req.query)),
      await fileName(req.lang, 'fileKnowledgeMastery', req.query.publicationId),
    ),
  );
}
