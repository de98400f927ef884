import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { listPage, supplierQuoteItem } from '../testing/fixtures';
import SupplierRecordQuotes from './RecordSupplierQuotes';

const ROUTES: RouteObject[] = [{ path: '/supplier', element: <SupplierRecordQuotes organisation={{ id: 20 }} /> }];

describe('a supplier’s quotes on its screen', () => {
  it('lists its latest quotes with links, asks for its quotes only, and offers a request', async () => {
    logIn({ role: 'staff' });
    const api = mockFetch({ 'GET /api/suppliers/quotes': listPage([supplierQuoteItem(1)], 12) });
    renderRoute({ path: '/supplier', routes: ROUTES });
    const table = await screen.findByRole('table', { name: 'Supplier quotes' }, { timeout: 10_000 });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent(/SQ-000001.*RFQ-000003.*Answered.*30 Apr 2026.*£4,520\.00/);
    expect(within(row).getByRole('link', { name: 'SQ-000001' })).toHaveAttribute('href', '/supplier-quotes/editor/1');
    expect(screen.getByRole('link', { name: 'All 12 supplier quotes' })).toHaveAttribute('href', '/supplier-quotes?supplier_id=20');
    expect(screen.getByRole('link', { name: 'Request prices' })).toHaveAttribute('href', '/supplier-quotes/request/new');
    expect(String(api.fetchMock.mock.calls[0][0])).toBe('/api/suppliers/quotes?supplier_id=20&items_per_page=10&sort=-updated_at');
  });
});
