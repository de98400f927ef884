import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

/** The box under a parent that owns the search, as the list screens do (URL state). */
function Owner({ onChange = () => {} }: { onChange?: (q: string) => void }) {
  const [q, setQ] = useState('brick');
  return (
    <>
      <SearchField
        label="Search"
        value={q}
        delay={50}
        onChange={(next) => {
          onChange(next);
          setQ(next);
        }}
      />
      <button onClick={() => setQ('')}>Clear search</button>
      <button onClick={() => setQ('leeds')}>Back</button>
    </>
  );
}

describe('SearchField', () => {
  it('reports the trimmed text once typing pauses, and only a change', async () => {
    const onChange = vi.fn();
    render(<Owner onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('brick');
    await userEvent.type(box, 's ');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('bricks'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(box).toHaveValue('bricks ');
  });

  it('follows a value changed from outside without reporting it back', async () => {
    const onChange = vi.fn();
    render(<Owner onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(box).toHaveValue('leeds');
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(onChange).not.toHaveBeenCalled();
    expect(box).toHaveValue('leeds');
  });

  it('keeps what is typed while the value catches up with an earlier report', async () => {
    function Slow() {
      const [q, setQ] = useState('');
      const [reported, setReported] = useState('');
      return (
        <>
          <SearchField label="Search" value={q} delay={50} onChange={setReported} />
          <button onClick={() => setQ(reported)}>Catch up</button>
        </>
      );
    }
    render(<Slow />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'ab');
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    await userEvent.type(box, 'c');
    await userEvent.click(screen.getByRole('button', { name: 'Catch up' }));
    expect(box).toHaveValue('abc');
  });

  it('clears a search that a link had just put in the address, and never brings it back', async () => {
    const onChange = vi.fn();
    function Linked() {
      const [q, setQ] = useState('');
      return (
        <>
          <SearchField
            label="Search"
            value={q}
            delay={200}
            onChange={(next) => {
              onChange(next);
              setQ(next);
            }}
          />
          <button onClick={() => setQ('zzz')}>Open a link</button>
          <button onClick={() => setQ('')}>Clear search</button>
          <output aria-label="Address">{q}</output>
        </>
      );
    }
    render(<Linked />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(screen.getByRole('button', { name: 'Open a link' }));
    expect(box).toHaveValue('zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(box).toHaveValue('');
    expect(screen.getByRole('status', { name: 'Address' })).toBeEmptyDOMElement();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports a search typed again after it was cleared', async () => {
    const onChange = vi.fn();
    render(<Owner onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.clear(box);
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
    await userEvent.type(box, 'brick');
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith('brick'));
    expect(box).toHaveValue('brick');
  });
});
