/** The quote editor's folds on a phone: what each says folded, and a fold holding a field's message opens. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { phoneScreen, wideScreen } from '@/test/match-media';
import type { HeaderDraft } from '../../lib/editor/draft';
import { EditorFold, deliverySummary, detailsSummary, partOf } from './EditorFolds';

afterEach(() => vi.unstubAllGlobals());

const HEADER: HeaderDraft = {
  customer: { id: 4, name: 'Pennine Developments' } as HeaderDraft['customer'],
  contacts: [],
  project: null,
  deliveryAddress: null,
  accountManager: { id: 2, name: 'Tom Hughes' },
  validUntil: '2026-12-16',
  vatRate: '20',
  customerNotes: '',
  internalNotes: '',
  fileRepoUrl: '',
};

describe('what the folds say', () => {
  it('names the customer, the day it is valid until and the account manager', () => {
    expect(detailsSummary(HEADER)).toBe('Pennine Developments · valid until 16 Dec 2026 · Tom Hughes');
    expect(detailsSummary({ ...HEADER, customer: null, validUntil: '', accountManager: null })).toBe('No customer chosen yet');
  });

  it('says the delivery charge and its loads', () => {
    expect(deliverySummary({ loads: '2', pricePerLoad: '140.00', partLoad: '', offloading: '25' })).toBe('£305.00 · 2 loads');
    expect(deliverySummary({ loads: '0', pricePerLoad: '', partLoad: '', offloading: '' })).toBe('No delivery charge');
    expect(deliverySummary({ loads: 'two', pricePerLoad: '140', partLoad: '30', offloading: '' })).toBe('£30.00');
  });

  it('puts each field message in its part', () => {
    expect(partOf('customer')).toBe('details');
    expect(partOf('validUntil')).toBe('details');
    expect(partOf('shipping.loads')).toBe('delivery');
    expect(partOf('p-12.plotNumber')).toBe('plots');
    expect(partOf('l-3.quantity')).toBe('lines');
  });
});

function fold(errors: Record<string, string>) {
  return (
    <EditorFold title="Delivery" summary="£305.00 · 2 loads" errors={errors} part="delivery">
      <label>
        Loads <input />
      </label>
    </EditorFold>
  );
}

describe('a fold on a phone', () => {
  it('is folded to its line, and opens and closes by its button', async () => {
    phoneScreen();
    render(fold({}));
    const button = screen.getByRole('button', { name: /Delivery £305\.00 · 2 loads/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Loads')).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Loads')).toBeVisible();
  });

  it('is open while it holds a field message, and a message elsewhere leaves it folded', () => {
    phoneScreen();
    const { rerender } = render(fold({ 'l-1.quantity': 'Enter a quantity above 0' }));
    expect(screen.getByLabelText('Loads')).not.toBeVisible();
    rerender(fold({ 'shipping.loads': 'Enter a whole number' }));
    expect(screen.getByRole('button', { name: /Delivery/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Loads')).toBeVisible();
  });

  it('is no fold at a desk', () => {
    wideScreen();
    render(fold({}));
    expect(screen.queryByRole('button', { name: /Delivery/ })).toBeNull();
    expect(screen.getByLabelText('Loads')).toBeVisible();
  });
});
