import type { NoticeOption, NoticeRecord } from '@kaoshi/contracts';
import { crudApi } from '../../lib/crud-api';

export interface NoticeInput {
  title: string;
  content: string;
  minReadingSeconds: number;
}

export const noticesApi = crudApi<NoticeRecord, NoticeOption, NoticeInput>('Notice');
