import {
  API,
  type AddQuestionBody,
  type DuplicateStemData,
  type Envelope,
  type ImportRowError,
  type QuestionImportResult,
  type QuestionOption,
  type QuestionRecord,
  QTI_SKIPPED_ITEMS_HEADER,
  STATUS,
} from '@kaoshi/contracts';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { crudApi } from '../../lib/crud-api';
import { fileNameFrom } from '../../lib/download';
import { http, readEnvelope, request } from '../../lib/http';
import type { Filters } from '../../lib/list-query';

export type QuestionInput = AddQuestionBody;

export const questionsApi = crudApi<QuestionRecord, QuestionOption, QuestionInput>('Question');

export const retireQuestions = (ids: number[], retired: 0 | 1) =>
  request<null>({ url: API.retireQuestion, method: 'POST', data: { ids, retired } });

/** Every course the user may see, for the course pickers (searchable, so one list serves). */

/** A refused answer that is a report to show (duplicates, bad rows), read before the client would pop it up. */
async function envelopeOf(config: AxiosRequestConfig): Promise<{ envelope: Envelope; response: AxiosResponse }> {
  const response = await http.request(config);
  return { envelope: (response.data ?? {}) as Envelope, response };
}

export type SaveOutcome = { saved: QuestionRecord } | { duplicates: DuplicateStemData['duplicates'] };

/**
 * addQuestion / updateQuestion. A stem already in the course is refused with 40900 and the
 * questions that have it; that is a question for the author, not an error to pop up.
 */
export async function saveQuestion(input: QuestionInput & { questionId?: number }): Promise<SaveOutcome> {
  const updating = input.questionId !== undefined;
  const { envelope, response } = await envelopeOf({
    url: updating ? API.updateQuestion : API.addQuestion,
    method: updating ? 'PUT' : 'POST',
    data: input,
  });
  const duplicates = (envelope.data as Partial<DuplicateStemData> | null)?.duplicates;
  if (envelope.status === STATUS.CONFLICT && Array.isArray(duplicates)) return { duplicates };
  return { saved: readEnvelope(response) as QuestionRecord };
}

export type ImportOutcome = { ok: true; result: QuestionImportResult } | { ok: false; message: string; errors: ImportRowError[] };
export type ImportFormat = 'excel' | 'qti';

/**
 * Excel or QTI into a course: all or nothing; a refusal lists every bad row or item. QTI items
 * that state no score of their own take `defaults` (score, difficulty).
 */
export async function importQuestions(
  format: ImportFormat,
  courseId: number,
  file: File,
  defaults: { score?: number; difficulty?: number } = {},
): Promise<ImportOutcome> {
  const body = new FormData();
  // The fields before the file: the server reads the multipart parts in order.
  body.append('courseId', String(courseId));
  for (const [name, value] of Object.entries(defaults)) if (value !== undefined) body.append(name, String(value));
  body.append('file', file, file.name);
  const { envelope, response } = await envelopeOf({
    url: format === 'excel' ? API.importQuestions : API.importQti,
    method: 'POST',
    data: body,
  });
  const errors = (envelope.data as { errors?: ImportRowError[] } | null)?.errors;
  if (envelope.status === STATUS.BAD_REQUEST && errors && errors.length > 0) return { ok: false, message: envelope.message, errors };
  return { ok: true, result: readEnvelope(response) as QuestionImportResult };
}

/**
 * The list's questions as a QTI 2.1 package (.zip). Returns how many questions QTI could not
 * express (the server says so in X-Skipped-Items), so the user learns the file is not complete.
 */
export async function exportQti(params: Filters): Promise<number> {
  const response: AxiosResponse<Blob> = await http.get(API.exportQti, { params, responseType: 'blob' });
  if (String(response.headers['content-type'] ?? '').includes('application/json')) {
    readEnvelope({
      ...response,
      data: JSON.parse(await response.data.text()) as unknown,
      config: { ...response.config, responseType: 'json' },
    });
    return 0;
  }
  const link = Object.assign(document.createElement('a'), {
    href: URL.createObjectURL(response.data),
    download: fileNameFrom(response.headers['content-disposition'] as string | undefined, 'questions-qti.zip'),
  });
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return Number(response.headers[QTI_SKIPPED_ITEMS_HEADER.toLowerCase()] ?? 0) || 0;
}
