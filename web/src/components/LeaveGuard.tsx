import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';

export type LeaveGuard = {
  /** "Leave without saving?", while a move away waits for an answer (render it); null otherwise. */
  dialog: ReactNode;
  /** Let the next move go without asking: after a save that goes on to the saved record, or Cancel. */
  release: () => void;
};

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
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current &&
      !released.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
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
