import { useState } from 'react';
import { isStale } from './form-errors';

/**
 * The value an in-place edit was opened on (a record's version, a file's name): `sent` goes with the save, so a
 * change made since (another user, another tab) is refused with a 409 instead of overwritten, and a refetch in the
 * meantime (window focus) does not move it. After a refused save (`refused`), `changed` is true and `sent` is the
 * value as it reads now (the caller's data refetched), so saving again replaces the other change knowingly.
 * `openNow`: opened on the first render (a dialog mounted to edit).
 */
export function useOpened<T>(current: T, { openNow = false }: { openNow?: boolean } = {}) {
  const [opened, setOpened] = useState<{ value: T } | null>(openNow ? { value: current } : null);
  const [changed, setChanged] = useState(false);
  return {
    sent: changed || opened === null ? current : opened.value,
    changed,
    open: () => {
      setOpened({ value: current });
      setChanged(false);
    },
    close: () => {
      setOpened(null);
      setChanged(false);
    },
    /** After a failed save: true when it was refused as stale (now `changed`), false for the caller to report. */
    refused: (error: unknown): boolean => {
      if (!isStale(error)) return false;
      setChanged(true);
      return true;
    },
  };
}
