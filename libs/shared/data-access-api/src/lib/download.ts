import { api } from './client';
import { searchParamsOf } from './search-params';

/** What a list's 'Xuất' asks for: its export path and the list's query as the list call sends it. */
export interface ExportRequest {
  path: string;
  query: object;
}

export interface DownloadOptions {
  signal?: AbortSignal;
  /** Bytes received so far, as they come. */
  onProgress?: (bytes: number) => void;
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave in `Content-Disposition`. */
  fileName: string;
}

/**
 * A file the server writes for a query (a list's export): the same client as every call (token,
 * renewal on 901, failures reported), no time-out (a million rows take a while; the person may
 * cancel), and the bytes counted as they arrive.
 *
 * @example
 * const { blob, fileName } = await downloadFile('admin/package/export', { ...filters, format: 'csv' }, { onProgress });
 * saveFile(blob, fileName);
 */
export async function downloadFile(
  path: string,
  query: object,
  { signal, onProgress }: DownloadOptions = {},
): Promise<DownloadedFile> {
  const response = await api.get(path, {
    searchParams: searchParamsOf(query),
    signal,
    timeout: false,
    headers: { accept: '*/*' },
    ...(onProgress ? { onDownloadProgress: (p) => onProgress(p.transferredBytes) } : {}),
  });
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob, fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'tep-xuat' };
}

/** Hands a file to the browser's downloads, under its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL may go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
