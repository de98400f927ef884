import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Figure } from './Figures';

describe('a figure of a record strip', () => {
  it('wraps a long value and detail instead of cutting them', () => {
    const detail = 'Account manager changed from Priya Shah to Thomas Hughes-Worthington';
    render(<Figure label="Last activity" value="3 weeks ago" detail={detail} />);
    const figure = screen.getByRole('group', { name: 'Last activity' });
    const texts = [within(figure).getByText('3 weeks ago'), within(figure).getByText(detail)];
    for (const text of texts) {
      expect(text).not.toHaveClass('MuiTypography-noWrap');
      expect(getComputedStyle(text).textOverflow).not.toBe('ellipsis');
      expect(getComputedStyle(text).whiteSpace).not.toBe('nowrap');
    }
    // The whole detail is also the value's tooltip.
    expect(texts[0]).toHaveAttribute('title', detail);
  });
});
