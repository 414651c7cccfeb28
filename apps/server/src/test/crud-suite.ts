import { type CrudEntity, crudPaths, type Paged, type PermissionKey, STATUS, translate } from '@kaoshi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from './fixtures.js';
import { fetchRaw, type OrgContext, readXlsx, teacherWith } from './org.js';

/**
 * The behaviour every organisation and base-data entity shares, tested the same way for each:
 * add/get/update/list with only the entity's key, sorting and paging, bad input, unknown ids,
 * all-or-nothing batch delete, the Excel export and who may call what.
 */
export interface CrudCase {
  entity: CrudEntity;
  idField: string;
  permission: PermissionKey;
  /** A valid add body, unique by `n` (parents exist by the time it is called). */
  body: (n: number) => Record<string, unknown>;
  /** Bodies that must be refused with 40000, and what the message must name. */
  bad: [Record<string, unknown>, RegExp][];
  /** The export's header row in English, and its first header in Chinese. */
  exportHeaders: string[];
  firstHeaderZh: string;
  /** Query the select needs, if any. */
  selectQuery?: () => Record<string, string | number>;
}

type Row = Record<string, unknown>;

export function crudSuite(context: () => OrgContext, def: CrudCase) {
  const paths = crudPaths(def.entity);
  describe(`the shared ${def.entity} calls`, () => {
    let c: OrgContext;
    let keeper: string;
    beforeAll(async () => {
      c = context();
      keeper = await teacherWith(c.t, c.admin, `${def.entity.toLowerCase()}_keeper`, [def.permission]);
    });

    const call = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = keeper) =>
      c.t.call<T>({ method, url, token, ...(payload === undefined ? {} : { payload: payload as Row }) });
    const list = (query: Record<string, string | number> = {}) => call<Paged<Row>>('GET', withQuery(paths.list, query));
    const add = (payload: Row) => call('POST', paths.add, payload);
    const idOf = (row: Row) => row[def.idField] as number;
    const total = async () => (await list()).body.data.total;

    it('adds, reads, updates and finds a record with only its permission key', async () => {
      const added = await add(def.body(1));
      expect(added.body.status, added.body.message).toBe(STATUS.OK);
      const id = idOf(added.body.data);
      // A new account's one-time code is in the add's answer only (shown once).
      const { temporaryPassword: _shownOnce, ...record } = added.body.data as Row & { temporaryPassword?: unknown };
      expect((await call('GET', `${paths.getById}/${id}`)).body.data).toEqual(record);
      const updated = await call('PUT', paths.update, { ...def.body(1), [def.idField]: id, name: 'Renamed one' });
      expect(updated.body.status, updated.body.message).toBe(STATUS.OK);
      expect(updated.body.data).toMatchObject({ [def.idField]: id, name: 'Renamed one' });
      const found = await list({ name: 'renamed ONE' });
      expect(found.body.data.total).toBe(1);
      expect(idOf(found.body.data.list[0]!)).toBe(id);
      const options = await call<Row[]>('GET', withQuery(paths.listAllForSelect, def.selectQuery?.() ?? {}));
      expect(options.body.status).toBe(STATUS.OK);
      expect(options.body.data.some((option) => option[def.idField] === id)).toBe(true);
    });

    it('sorts by a listed column and pages in SQL; any other sort field is refused', async () => {
      for (const [n, name] of [
        [11, 'Sortable b'],
        [12, 'Sortable c'],
        [13, 'Sortable a'],
      ] as const) {
        expect((await add({ ...def.body(n), name })).body.status).toBe(STATUS.OK);
      }
      const names = async (query: Record<string, string | number>) =>
        (await list({ name: 'sortable', ...query })).body.data.list.map((row) => row.name);
      expect(await names({ sortField: 'name', sortOrder: 'descend', limit: 2 })).toEqual(['Sortable c', 'Sortable b']);
      expect(await names({ sortField: 'name', sortOrder: 'descend', limit: 2, page: 2 })).toEqual(['Sortable a']);
      expect(await names({ sortField: 'name' })).toEqual(['Sortable a', 'Sortable b', 'Sortable c']);
      expect(await names({ sortField: '', sortOrder: '' })).toEqual(['Sortable b', 'Sortable c', 'Sortable a']);
      const refused: Record<string, string | number>[] = [
        { sortField: 'passwordHash' },
        { sortField: 'name; drop table users' },
        { sortOrder: 'sideways' },
        { limit: 0 },
      ];
      for (const query of refused) {
        expect((await list(query)).body.status, JSON.stringify(query)).toBe(STATUS.BAD_REQUEST);
      }
    });

    it('refuses bad input with 40000 and changes nothing', async () => {
      const before = await total();
      for (const [change, field] of def.bad) {
        const { httpStatus, body } = await add({ ...def.body(21), ...change });
        expect(body.status, JSON.stringify(change)).toBe(STATUS.BAD_REQUEST);
        expect(httpStatus).toBe(400);
        expect(body.message).toMatch(field);
      }
      expect((await call('PUT', paths.update, { ...def.body(21), [def.idField]: 'x' })).body.status).toBe(STATUS.BAD_REQUEST);
      expect((await call('PUT', paths.update, { ...def.body(21), [def.idField]: 999999 })).body.status).toBe(STATUS.NOT_FOUND);
      expect(await total()).toBe(before);
    });

    it('answers 40400 for unknown ids and batch-deletes all or nothing', async () => {
      expect((await call('GET', `${paths.getById}/999999`)).body.status).toBe(STATUS.NOT_FOUND);
      expect((await call('GET', `${paths.getById}/abc`)).body.status).toBe(STATUS.BAD_REQUEST);
      expect((await call('DELETE', `${paths.remove}/999999`)).body.status).toBe(STATUS.NOT_FOUND);
      const first = idOf((await add(def.body(31))).body.data);
      const second = idOf((await add(def.body(32))).body.data);
      const partly = await call('POST', paths.batchDelete, { ids: [first, 999999] });
      expect(partly.body.status).toBe(STATUS.NOT_FOUND);
      expect(partly.body.message).toBe(translate('en', 'recordsNotFound', { ids: '999999' }));
      expect((await call('GET', `${paths.getById}/${first}`)).body.status).toBe(STATUS.OK);
      expect((await call('POST', paths.batchDelete, { ids: [] })).body.status).toBe(STATUS.BAD_REQUEST);
      expect((await call('POST', paths.batchDelete, { ids: [first, second] })).body.status).toBe(STATUS.OK);
      for (const id of [first, second]) expect((await call('GET', `${paths.getById}/${id}`)).body.status).toBe(STATUS.NOT_FOUND);
      const third = idOf((await add(def.body(33))).body.data);
      expect((await call('DELETE', `${paths.remove}/${third}`)).body.status).toBe(STATUS.OK);
      expect((await call('DELETE', `${paths.remove}/${third}`)).body.status).toBe(STATUS.NOT_FOUND);
    });

    it('exports the filtered list to .xlsx: translated headers, formulas neutralised', async () => {
      for (const [n, name] of [
        [41, '=HYPERLINK("http://evil.example","export")'],
        [42, '+1 export'],
        [43, '@export three'],
      ] as const) {
        expect((await add({ ...def.body(n), name })).body.status).toBe(STATUS.OK);
      }
      const url = withQuery(paths.export, { name: 'export', sortField: 'name' });
      const response = await fetchRaw(c.t, url, keeper);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="excel-list\.xlsx"/);
      const rows = await readXlsx(response.body);
      expect(rows[0]).toEqual(def.exportHeaders);
      const names = rows.slice(1).map((row) => row[def.exportHeaders.indexOf('Name')]);
      expect(names).toEqual([`'+1 export`, `'=HYPERLINK("http://evil.example","export")`, `'@export three`]);
      expect(
        rows
          .slice(1)
          .flat()
          .some((value) => typeof value === 'string' && /^[=+@-]/.test(value)),
      ).toBe(false);
      const zh = await readXlsx((await fetchRaw(c.t, url, keeper, 'zh-CN')).body);
      expect(zh[0]![0]).toBe(def.firstHeaderZh);
      expect(zh).toHaveLength(4);
    });

    it('refuses a teacher without the key (40300), an anonymous caller (10000) and a student (40300)', async () => {
      const calls = [
        ['GET', paths.list],
        ['GET', withQuery(paths.listAllForSelect, def.selectQuery?.() ?? {})],
        ['GET', `${paths.getById}/1`],
        ['POST', paths.add],
        ['PUT', paths.update],
        ['DELETE', `${paths.remove}/1`],
        ['POST', paths.batchDelete],
        ['GET', paths.export],
      ] as const;
      const before = await total();
      for (const [method, url] of calls) {
        const payload = method === 'POST' || method === 'PUT' ? { ...def.body(51), [def.idField]: 1, ids: [1] } : undefined;
        for (const [token, status] of [
          [c.outsider, STATUS.FORBIDDEN],
          [undefined, STATUS.TOKEN_INVALID],
          [c.student, STATUS.FORBIDDEN],
        ] as const) {
          const { body } = await c.t.call({ method, url, token, ...(payload ? { payload } : {}) });
          expect(body.status, `${method} ${url} as ${token === c.student ? 'student' : token ? 'outsider' : 'anonymous'}`).toBe(status);
        }
      }
      expect(await total()).toBe(before);
    });
  });
}
