import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainTable } from '@/components/PlainTable';

function Lines() {
  const [rows, setRows] = useState(['Red multi']);
  return (
    <>
      <button type="button" onClick={() => setRows((before) => [...before, 'Mortar'])}>
        Add
      </button>
      <PlainTable label="Lines" columns={['Product', { label: 'Quantity', key: 'q' }, '']}>
        {rows.map((name) => (
          <tr key={name}>
            <td>{name}</td>
            <td>8,000</td>
            <td>
              <button type="button">Remove</button>
            </td>
          </tr>
        ))}
        <tr>
          <td colSpan={3}>Two lines</td>
        </tr>
      </PlainTable>
    </>
  );
}

describe('a table that reads as cards on a phone', () => {
  it('names each cell by its column, rows added later too; a cell across the row and an unnamed column get none', async () => {
    render(<Lines />);
    const table = screen.getByRole('table', { name: 'Lines' });
    const labels = () => Array.from(table.querySelectorAll('tbody td')).map((cell) => cell.getAttribute('data-label'));
    expect(labels()).toEqual(['Product', 'Quantity', '', '']);
    screen.getByRole('button', { name: 'Add' }).click();
    await waitFor(() => expect(labels()).toEqual(['Product', 'Quantity', '', 'Product', 'Quantity', '', '']));
  });

  it('names a cell by its header’s words apart, leaving the header’s buttons out', () => {
    const header = (
      <>
        <strong>IB-RM65</strong>
        <span>Ibstock Red</span>
        <button type="button">Award all</button>
      </>
    );
    render(
      <PlainTable label="Comparison" columns={[{ label: header, key: 'ib' }]}>
        <tr>
          <td>£455.00</td>
        </tr>
      </PlainTable>,
    );
    const cell = screen.getByRole('table', { name: 'Comparison' }).querySelector('tbody td');
    expect(cell).toHaveAttribute('data-label', 'IB-RM65 Ibstock Red');
  });
});
