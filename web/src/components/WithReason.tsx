import Tooltip from '@mui/material/Tooltip';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';

/** How long a reason shown by a tap stays up (a touch has no hover to leave). */
const TAP_SHOWS_FOR = 6000;

/**
 * A control that may be disabled, with why. A disabled button takes neither the pointer nor the keyboard, so the
 * reason goes on a wrapper that does: hovering shows it as a tooltip, so does a tap or a click (a touch has no hover,
 * and MUI's tooltip opens on a long press only for a trigger that is itself disabled: a touch user never saw why), and
 * Tab reaches the wrapper, which shows the tooltip on focus and describes itself by the reason (read by screen
 * readers). `label` names the wrapper when its control's text alone would not say what is unavailable. Enabled, the
 * control stands alone.
 */
export function WithReason({ reason, label, children }: { reason: string | null; label?: string; children: ReactNode }) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [tapped, setTapped] = useState(false);
  useEffect(() => {
    if (!tapped) return;
    const timer = window.setTimeout(() => setTapped(false), TAP_SHOWS_FOR);
    return () => window.clearTimeout(timer);
  }, [tapped]);
  if (reason === null) return <>{children}</>;
  return (
    <Tooltip
      title={reason}
      describeChild
      open={hovered || tapped}
      onOpen={() => setHovered(true)}
      onClose={() => {
        setHovered(false);
        setTapped(false);
      }}
      disableTouchListener
    >
      <span
        tabIndex={0}
        aria-label={label}
        aria-describedby={id}
        onClick={() => setTapped(true)}
        onBlur={() => setTapped(false)}
        style={{ display: 'inline-flex', borderRadius: 8 }}
      >
        {children}
        <span id={id} style={VISUALLY_HIDDEN}>
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}
