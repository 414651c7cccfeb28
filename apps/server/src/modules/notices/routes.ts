import { addNoticeBody, listNoticeQuery, noticeSelectQuery, type NoticeRecord, PERMISSION, updateNoticeBody } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../plugins/crud-routes.js';
import { dateCell, type ExcelColumn } from '../../lib/excel.js';
import { noticeListing, noticeOptions } from './repository.js';
import * as notices from './service.js';

const EXPORT_COLUMNS: ExcelColumn<NoticeRecord>[] = [
  { header: 'colTitle', value: (row) => row.title, width: 40 },
  { header: 'colMinReadingSeconds', value: (row) => row.minReadingSeconds, width: 16 },
  { header: 'colUpdatedAt', value: (row) => dateCell(row.updatedAt), format: 'datetime', width: 18 },
];

/** Exam notices (/examPublishManage/examInstruction, EXAM-INSTRUCTION): read by candidates before they start. */
export async function noticeRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    entity: 'Notice',
    access: { permission: PERMISSION.EXAM_INSTRUCTION },
    // Publishing an exam picks its notice (PUBLISH-MANAGE is the publishing menu, PUBLISHMANAGE its publish screen).
    selectAccess: { permission: [PERMISSION.EXAM_INSTRUCTION, PERMISSION.PUBLISH_MANAGE, PERMISSION.PUBLISHMANAGE] },
    schemas: { listQuery: listNoticeQuery, selectQuery: noticeSelectQuery, addBody: addNoticeBody, updateBody: updateNoticeBody },
    listing: noticeListing,
    listAllForSelect: () => noticeOptions(app.db),
    get: (id) => notices.requireNotice(app.db, id),
    add: (body) => notices.addNotice(app.db, body),
    update: (body) => notices.updateNotice(app.db, body),
    remove: (ids) => notices.deleteNotices(app.db, ids),
    exportColumns: EXPORT_COLUMNS,
  });
}
