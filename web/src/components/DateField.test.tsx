import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { dayText, parseDayText } from '@/lib/day-text';
import { DATE_HINT, DateField } from './DateField';

function Box({ initial = '', seen = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Required on site"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
      <output aria-label="held">{value}</output>
    </>
  );
}

describe('a date box', () => {
  it('reads and writes dd/mm/yyyy whatever the browser’s language, holding the ISO day', async () => {
    render(<Box initial="2026-12-15" />);
    const box = screen.getByRole('textbox', { name: 'Required on site' });
    expect(box).toHaveValue('15/12/2026');
    expect(box).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await userEvent.clear(box);
    await userEvent.type(box, '3/1/2027');
    expect(screen.getByLabelText('held')).toHaveTextContent('2027-01-03');
    await userEvent.tab();
    expect(box).toHaveValue('03/01/2027');
    // A two-digit year counts once the box is left; an ISO day pasted is read too.
    await userEvent.clear(box);
    await userEvent.type(box, '27.11.26');
    await userEvent.tab();
    expect(box).toHaveValue('27/11/2026');
    expect(screen.getByLabelText('held')).toHaveTextContent('2026-11-27');
  });

  it('says how to write a date that names no day, under the box', async () => {
    render(<Box />);
    const box = screen.getByRole('textbox', { name: 'Required on site' });
    await userEvent.type(box, '31/02/2026');
    expect(box).not.toHaveAccessibleDescription(DATE_HINT);
    await userEvent.tab();
    expect(box).toHaveAccessibleDescription(DATE_HINT);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(box);
    await userEvent.tab();
    expect(box).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('held')).toHaveTextContent('');
  });

  it('parses the ways a day is written in the UK, and nothing else', () => {
    expect(dayText('2026-02-01')).toBe('01/02/2026');
    expect(parseDayText('1/2/2026')).toBe('2026-02-01');
    expect(parseDayText('01-02-2026')).toBe('2026-02-01');
    expect(parseDayText('2026-02-01')).toBe('2026-02-01');
    expect(parseDayText('29/02/2027')).toBeNull();
    expect(parseDayText('1/2/26')).toBeNull();
    expect(parseDayText('1/2/26', true)).toBe('2026-02-01');
    expect(parseDayText('02/13/2026')).toBeNull();
    expect(parseDayText('next week')).toBeNull();
  });
});
