import { useRef, useState, type PointerEvent, type TouchEvent } from 'react';

/**
 * A downward swipe of more than `threshold` px (touch or pointer) calls `onSwipe`.
 * `offset` follows the finger so the bar moves with it.
 */
export function useSwipeDown(threshold: number, onSwipe: () => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const begin = (y: number) => {
    start.current = y;
  };
  const move = (y: number) => {
    if (start.current === null) return;
    setOffset(Math.max(0, y - start.current));
  };
  const end = (y: number) => {
    if (start.current === null) return;
    const distance = y - start.current;
    start.current = null;
    setOffset(0);
    if (distance > threshold) onSwipe();
  };
  const cancel = () => {
    start.current = null;
    setOffset(0);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Capture only keeps the drag when the pointer leaves the bar; the swipe works without it.
      }
      begin(event.clientY);
    },
    onPointerMove: (event: PointerEvent) => move(event.clientY),
    onPointerUp: (event: PointerEvent) => end(event.clientY),
    onPointerCancel: cancel,
    onTouchStart: (event: TouchEvent) => begin(event.touches[0]?.clientY ?? 0),
    onTouchMove: (event: TouchEvent) => move(event.touches[0]?.clientY ?? 0),
    onTouchEnd: (event: TouchEvent) => end(event.changedTouches[0]?.clientY ?? 0),
    onTouchCancel: cancel,
  };
  return { offset, handlers };
}
