import type { NoticeOption, NoticeRecord, AddNoticeBody } from '@kaoshi/contracts';
import { crudApi } from '../../lib/crud-api';

/** The form's fields: the contracts' body schema, so the form and the server never disagree. */
export type NoticeInput = AddNoticeBody;

export const noticesApi = crudApi<NoticeRecord, NoticeOption, NoticeInput>('Notice');
