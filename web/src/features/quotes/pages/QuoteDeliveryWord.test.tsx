import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { savedQuote } from '../testing/editor-fixtures';

describe('the editor words delivery as the customer reads it', () => {
  it('says "Delivery", never "Shipping", in its section and its totals', async () => {
    logIn();
    mockFetch({
      'GET /api/notifications/1': { body: [] },
      'GET /api/contacts/internal': { body: [] },
      'GET /api/quotes/9': { body: savedQuote(9) },
    });
    renderRoute({ path: '/quotes/editor/9' });
    await screen.findByRole('heading', { level: 1, name: 'Quote Q-000009' }, { timeout: 10_000 });
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByRole('group', { name: 'Delivery' })).toHaveTextContent('£85.50');
    expect(screen.getByRole('heading', { name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByText(/^Delivery: £85\.50/)).toBeInTheDocument();
    expect(screen.queryByText(/Shipping/)).not.toBeInTheDocument();
  });
});
