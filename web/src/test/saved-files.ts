import { vi } from 'vitest';

export type SavedFile = { href: string; download: string };

/**
 * Catch the files the app hands the browser to save (lib/save-file): object URLs come out as `objectUrl`,
 * and each download link's click is recorded instead of followed. Call it in beforeEach.
 */
export function catchSavedFiles(objectUrl = 'blob:file'): SavedFile[] {
  const saved: SavedFile[] = [];
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => objectUrl), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return saved;
}
