import { useState } from 'react';
import { isStale } from './form-errors';

/**
 * The text being edited (a note, a comment): `previous` is the text the editor was opened on and goes with the
 * save, so a change made since (another tab, another editor) is refused with a 409 instead of overwritten. A list
 * refetched in the meantime (window focus) does not move it. `changed`: a save was refused, and `previous` is now
 * the text as it reads on the server.
 */
export type TextEdit = { id: number; previous: string; changed: boolean };

/**
 * One text of a list edited at a time. `latest` fetches a text as it reads now (the list refetched). After a
 * refused save the user's typed text stays in the editor, the text as it reads now is shown beside it, and the next
 * save is made from that text: saving again replaces it knowingly, as the versioned forms' Reload does.
 */
export function useTextEdit(latest: (id: number) => Promise<string | undefined>) {
  const [editing, setEditing] = useState<TextEdit | null>(null);

  /** After a failed save: true when it was refused as stale (and is now shown), false for the caller to report. */
  const conflicted = async (error: unknown): Promise<boolean> => {
    if (!isStale(error) || editing === null) return false;
    const now = await latest(editing.id).catch(() => undefined);
    if (now === undefined) return false;
    setEditing((current) => (current?.id === editing.id ? { ...current, previous: now, changed: true } : current));
    return true;
  };

  return {
    editing,
    isEditing: (id: number) => editing?.id === id,
    open: (id: number, text: string) => setEditing({ id, previous: text, changed: false }),
    close: () => setEditing(null),
    conflicted,
  };
}
