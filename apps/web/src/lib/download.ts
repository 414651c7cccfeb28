import type { AxiosResponse } from 'axios';
import { http, readEnvelope } from './http';

/** docs/REQUIREMENTS.md §16: the default export file name. */
export const DEFAULT_EXPORT_NAME = 'excel-list.xlsx';

/** The file name the server gave in Content-Disposition (RFC 5987 form first). */
export function fileNameFrom(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * GETs a file and saves it. A refusal arrives as a JSON envelope inside the blob; it is read
 * and shown like any other refused call.
 */
export async function downloadFile(url: string, params: Record<string, unknown> = {}, fallbackName = DEFAULT_EXPORT_NAME) {
  const response: AxiosResponse<Blob> = await http.get(url, { params, responseType: 'blob' });
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('application/json')) {
    readEnvelope({
      ...response,
      data: JSON.parse(await response.data.text()) as unknown,
      config: { ...response.config, responseType: 'json' },
    });
    return;
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = fileNameFrom(response.headers['content-disposition'] as string | undefined, fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
