import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WithReason } from './WithReason';

const REASON = 'Save your changes first.';

describe('WithReason', () => {
  it('shows why a disabled button is disabled on a tap, as a touch screen has no hover', async () => {
    render(
      <WithReason reason={REASON}>
        <button disabled>Send…</button>
      </WithReason>,
    );
    const wrapper = screen.getByRole('button', { name: 'Send…' }).parentElement as HTMLElement;
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // A tap: the touch, then the click the browser makes of it (no hover before it).
    fireEvent.touchStart(wrapper);
    fireEvent.touchEnd(wrapper);
    fireEvent.click(wrapper);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
  });

  it('is reached by Tab and described by the reason', async () => {
    render(
      <WithReason reason={REASON}>
        <button disabled>Send…</button>
      </WithReason>,
    );
    await userEvent.tab();
    expect(document.activeElement).toHaveAccessibleDescription(REASON);
  });

  it('leaves an enabled control alone', () => {
    render(
      <WithReason reason={null}>
        <button>Send…</button>
      </WithReason>,
    );
    expect(screen.getByRole('button', { name: 'Send…' }).parentElement?.tagName).not.toBe('SPAN');
  });
});
