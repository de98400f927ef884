/** The totals panel names the VAT rate its VAT is counted at, never the text typed while the rate is unreadable. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteTotals } from '@/lib/quote-totals';
import { TotalsPanel } from './TotalsPanel';

const CHARGES = { loads: '0', pricePerLoad: '0', partLoad: '0', offloading: '0' };
const vatRow = () => screen.getByRole('group', { name: /^VAT at/ });

function show(vatRate: string) {
  const totals = quoteTotals([], CHARGES, vatRate);
  render(<TotalsPanel totals={totals} vatRate={vatRate} />);
}

describe('the VAT row', () => {
  it.each([
    ['20', 'VAT at 20%'],
    [' 17.50 ', 'VAT at 17.5%'],
    ['20%', 'VAT at 20%'],
    ['', 'VAT at 0%'],
    ['twenty', 'VAT at 0%'],
    ['-5', 'VAT at 0%'],
  ])('for the rate typed as %j reads %s', (typed, label) => {
    show(typed);
    expect(vatRow()).toHaveAccessibleName(label);
    expect(vatRow()).toHaveTextContent(label);
  });
});
