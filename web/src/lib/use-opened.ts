import { useState } from 'react';
import { isStale } from './form-errors';

/** What an edit was opened on: which of a list's items (`key`: a note's id; none for a record's own value), the
 * value as it read then, and whether a save has been refused since. */
type Opened<T, K> = { key: K | null; value: T; changed: boolean };

/**
 * The value an in-place edit was opened on (a record's version, a file's name, a note's or a comment's text), for
 * one edit or one item of a list at a time. `sent(current)` goes with the save, so a change made since (another
 * user, another tab) is refused with a 409 instead of overwritten, and a refetch in the meantime (window focus) does
 * not move it. After a refused save (`refused`) the edit is `changed` and `sent` is the value as it reads now (the
 * caller's data refetched), so saving again replaces the other change knowingly, as the versioned forms' Reload
 * does; typed text stays in the editor. `openNow`: opened on the first render (a dialog mounted to edit).
 */
export function useOpened<T, K = never>(openNow?: { value: T }) {
  const [opened, setOpened] = useState<Opened<T, K> | null>(openNow ? { key: null, value: openNow.value, changed: false } : null);
  return {
    changed: opened?.changed ?? false,
    /** The list's item `key` is the one being edited. */
    isOpen: (key: K) => opened !== null && opened.key === key,
    open: (value: T, key: K | null = null) => setOpened({ key, value, changed: false }),
    close: () => setOpened(null),
    /** What the save sends: the value the edit was opened on, or `current` after a refusal (or with none open). */
    sent: (current: T): T => (opened === null || opened.changed ? current : opened.value),
    /**
     * After a failed save: true when it was refused as stale (now `changed`), false for the caller to report.
     * `refetch`: the caller's data is fetched first (a list's text), so the change shows with the text as it is now.
     */
    refused: (error: unknown, refetch?: () => Promise<unknown>): boolean => {
      if (!isStale(error)) return false;
      const changed = () => setOpened((was) => was && { ...was, changed: true });
      if (refetch) void refetch().finally(changed);
      else changed();
      return true;
    },
  };
}
