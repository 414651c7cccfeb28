import { KNOWLEDGE_TYPE } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const MAX_NAME = 100;
const nameKey = (name: string) => name.normalize('NFKC').trim().toLocaleLowerCase('en');

/**
 * An imported category path as a knowledge point of the course (docs/REQUIREMENTS.md §7): its
 * first segment a chapter, its last (when deeper) an appraisal point under that chapter, each
 * matched by name (case and width aside) or created with a fresh code. [] is no knowledge point.
 */
export async function knowledgeByCategory(
  trx: Kysely<Database>,
  courseId: number,
  paths: readonly string[][],
): Promise<(path: readonly string[]) => number | null> {
  const points = await trx
    .selectFrom('knowledgePoints')
    .select(['id', 'parentId', 'type', 'code', 'name', 'sort'])
    .where('courseId', '=', courseId)
    .execute();
  const codes = new Set(points.map((point) => point.code));
  let serial = 0;
  const freshCode = () => {
    let code: string;
    do code = `IMPORT-${++serial}`;
    while (codes.has(code));
    codes.add(code);
    return code;
  };
  const create = async (type: string, name: string, parentId: number | null) => {
    const now = Date.now();
    const sort = points.filter((point) => point.parentId === parentId).reduce((max, point) => Math.max(max, point.sort + 1), 0);
    const row = {
      courseId,
      parentId,
      type,
      code: freshCode(),
      name: name.slice(0, MAX_NAME),
      weight: 0,
      sort,
      createdAt: now,
      updatedAt: now,
    };
    const { id } = await trx.insertInto('knowledgePoints').values(row).returning('id').executeTakeFirstOrThrow();
    points.push({ id, parentId, type, code: row.code, name: row.name, sort });
    return id;
  };
  const chapterNamed = async (name: string) =>
    points.find((point) => point.type === KNOWLEDGE_TYPE.CHAPTER && nameKey(point.name) === nameKey(name))?.id ??
    (await create(KNOWLEDGE_TYPE.CHAPTER, name, null));

  const resolved = new Map<string, number | null>();
  for (const path of paths) {
    const key = JSON.stringify(path);
    if (resolved.has(key)) continue;
    if (path.length === 0) {
      resolved.set(key, null);
      continue;
    }
    const last = path[path.length - 1]!;
    // A point of that name anywhere in the course is the one meant; else it goes under its chapter.
    const existing =
      points.find((point) => point.type === KNOWLEDGE_TYPE.POINT && nameKey(point.name) === nameKey(last)) ??
      (path.length === 1 ? points.find((point) => nameKey(point.name) === nameKey(last)) : undefined);
    if (existing) resolved.set(key, existing.id);
    else if (path.length === 1) resolved.set(key, await chapterNamed(last));
    else resolved.set(key, await create(KNOWLEDGE_TYPE.POINT, last, await chapterNamed(path[0]!)));
  }
  return (path) => resolved.get(JSON.stringify(path)) ?? null;
}
