import { apiFetchFile } from './http';

/** Hands a fetched file to the browser's downloads through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches a file with the session's token and hands it to the browser's downloads. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const file = await apiFetchFile(path);
  saveBlob(file.blob, file.fileName ?? fallbackName);
}
