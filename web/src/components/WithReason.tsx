import Tooltip from '@mui/material/Tooltip';
import { useId, type ReactNode } from 'react';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';

/**
 * A control that may be disabled, with why. A disabled button takes neither the pointer nor the keyboard, so the
 * reason goes on a wrapper that does: hovering shows it as a tooltip, and Tab reaches the wrapper, which shows the
 * tooltip on focus and describes itself by the reason (read by screen readers). Enabled, the control stands alone.
 */
export function WithReason({ reason, children }: { reason: string | null; children: ReactNode }) {
  const id = useId();
  if (reason === null) return <>{children}</>;
  return (
    <Tooltip title={reason} describeChild>
      <span tabIndex={0} aria-describedby={id} style={{ display: 'inline-flex', borderRadius: 8 }}>
        {children}
        <span id={id} style={VISUALLY_HIDDEN}>
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}
