import { API_BASE, Messages, type MarketDemandExportQuery } from '@pn/shared';
import { authHeaders } from '@/lib/api-client';
import { newRequestId } from '@/lib/browser';
import { fileNameOf } from '../utils/content-disposition';

const EXPORT_PATH = `${API_BASE}/sm/marketdemand/export`;
const FALLBACK_NAME = '市场需求.xlsx';

/** Why an export produced no file: the server's own message when it sent one. */
export class ExportError extends Error {
  override readonly name = 'ExportError';
}

async function refusalOf(response: Response): Promise<ExportError> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return new ExportError(body.message);
  } catch {
    // Not an envelope: fall through to the generic message.
  }
  return new ExportError(
    response.status === 401
      ? Messages.SESSION_EXPIRED
      : Messages.requestFailed(String(response.status)),
  );
}

/** Hands a downloaded file to the browser under `name`. */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * GET sm/marketdemand/export: the .xlsx of the demands matching `filters`, fetched with
 * the session headers and read as it streams (`onProgress` gets the bytes received so
 * far), then saved under the name from Content-Disposition. Resolves with that name.
 */
export async function downloadDemandExport(
  filters: MarketDemandExportQuery,
  onProgress: (received: number) => void,
): Promise<string> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  const response = await fetch(query ? `${EXPORT_PATH}?${query}` : EXPORT_PATH, {
    headers: { ...authHeaders(), 'x-request-id': newRequestId() },
    credentials: 'same-origin',
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) throw await refusalOf(response);

  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  }
  const blob = reader ? new Blob(chunks, { type }) : await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition'), FALLBACK_NAME);
  save(blob, name);
  return name;
}
