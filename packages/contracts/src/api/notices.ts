import { z } from 'zod';
import { listQuery, optionalFilter, requiredId, richText } from './common.js';
import type { Timestamps } from './organisation.js';

/** An exam notice (/examPublishManage/examInstruction): read before a candidate may start. */
export const noticeFields = z.object({
  title: z.string().trim().min(1).max(200),
  content: richText.refine((html) => html.trim() !== '', { message: 'content is required' }),
  /** The start button stays disabled until the candidate has had the notice open this long. */
  minReadingSeconds: z.coerce.number().int().min(0).max(3600).default(0),
});
export const addNoticeBody = noticeFields;
export type AddNoticeBody = z.infer<typeof addNoticeBody>;
export const updateNoticeBody = noticeFields.extend({ noticeId: requiredId });
export type UpdateNoticeBody = z.infer<typeof updateNoticeBody>;

export const NOTICE_SORT_FIELDS = ['title', 'minReadingSeconds', 'createdAt', 'updatedAt'] as const;
export const listNoticeQuery = listQuery({ title: optionalFilter }, NOTICE_SORT_FIELDS);
export type ListNoticeQuery = z.infer<typeof listNoticeQuery>;
export const noticeSelectQuery = z.object({});

export interface NoticeRecord extends Timestamps {
  noticeId: number;
  title: string;
  content: string;
  minReadingSeconds: number;
}
export interface NoticeOption {
  noticeId: number;
  title: string;
}
