import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render';
import { publicQuote, UUID } from '../testing/fixtures';

function open(overrides: Parameters<typeof publicQuote>[0]) {
  mockFetch({
    [`GET /api/quotes/public/${UUID}`]: { body: publicQuote(overrides) },
    [`GET /api/quotes/comments/${UUID}`]: { body: [] },
  });
  renderRoute({ path: `/quote/${UUID}?version=2` });
}

describe('a decided public quote', () => {
  it('no longer invites the customer to tick its options', async () => {
    open({ status: 'accepted', can_respond: false, decided_at: '2025-11-10T14:00:00Z', decided_by_name: 'Jane Holt' });
    const lines = await screen.findByRole('table', { name: 'Quote lines' });
    expect(within(lines).queryByText(/tick to include/i)).not.toBeInTheDocument();
    expect(within(lines).getByText('Optional')).toBeInTheDocument();
    expect(screen.queryByText(/^Tick any options/)).not.toBeInTheDocument();
  });

  it('still invites it while the quote can be answered', async () => {
    open({});
    const lines = await screen.findByRole('table', { name: 'Quote lines' });
    expect(within(lines).getByText('Optional — tick to include')).toBeInTheDocument();
  });
});
