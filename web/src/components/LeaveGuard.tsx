import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction, type Location } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';

export type LeaveGuard = {
  /** "Leave without saving?", while a move away waits for an answer (render it); null otherwise. */
  dialog: ReactNode;
  /** Let the next move go without asking: after a save that goes on to the saved record, or Cancel. */
  release: () => void;
};

/**
 * What a move away carries when the form's record is gone (deleted): `navigate(path, LEAVE_UNASKED)`. There is nothing
 * left to save, so no form asks "Leave without saving?".
 */
export const LEAVE_UNASKED = { state: { leaveUnasked: true } } as const;

/** Whether a move asks first: it leaves the screen (another path or query), and it is not a deleted record's way out. */
export function leavesTheScreen({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }): boolean {
  const unasked = (nextLocation.state as { leaveUnasked?: boolean } | null)?.leaveUnasked === true;
  return !unasked && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
}

/**
 * A form's typed input is never lost without a word: while `dirty`, a move to another screen (a menu entry, a link,
 * Back) asks first, and closing or reloading the tab asks the browser's question. The quote editor keeps its own
 * (it also saves on Ctrl+S); every other form with unsaved fields uses this.
 */
export function useLeaveGuard(dirty: boolean, what = 'Your changes'): LeaveGuard {
  const dirtyNow = useRef(dirty);
  const released = useRef(false);
  useEffect(() => {
    dirtyNow.current = dirty;
    if (!dirty) released.current = false;
  });
  const shouldBlock = useCallback<BlockerFunction>((move) => dirtyNow.current && !released.current && leavesTheScreen(move), []);
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  const dialog =
    blocker.state === 'blocked' ? (
      <ConfirmDialog
        open
        title="Leave without saving?"
        confirmLabel="Leave"
        destructive
        onConfirm={() => blocker.proceed()}
        onClose={() => blocker.reset()}
      >
        {what} have not been saved and will be lost.
      </ConfirmDialog>
    ) : null;
  return { dialog, release };
}
