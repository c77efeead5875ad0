import type { MarketDemandExportQuery } from '@pn/shared';
import { authApi, saveDownloadedFile } from '@/lib/api-client';

const EXPORT_PATH = 'sm/marketdemand/export';
const FALLBACK_NAME = '市场需求.xlsx';

/**
 * GET sm/marketdemand/export: the .xlsx of the demands matching `filters`, read as it
 * streams (`onProgress` gets the bytes received so far), then saved under the name from
 * Content-Disposition. Resolves with that name; a refusal rejects with an ApiError whose
 * message the server chose (an expired session is handled by the API client).
 */
export async function downloadDemandExport(
  filters: MarketDemandExportQuery,
  onProgress: (received: number) => void,
): Promise<string> {
  const file = await authApi.download(
    EXPORT_PATH,
    { ...filters },
    { fallbackName: FALLBACK_NAME, onProgress },
  );
  saveDownloadedFile(file);
  return file.fileName;
}
