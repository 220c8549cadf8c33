/** Hands a Blob to the browser's download under this name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves text as a file through the browser's download, without a round trip to the server. */
export function downloadText(filename: string, text: string, type = 'text/plain;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), filename);
}
