/** Hand a file made in the browser (a download read as a blob, a CSV built here) to the browser to save. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
