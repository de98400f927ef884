import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyDayOut, QuoteListItem } from '@/lib/api/types';
import { isoDay } from '@/lib/format';
import { mockFetch } from '@/test/fetch-mock';
import { myDay, notification } from '@/test/fixtures';
import { logIn, renderRoute } from '@/test/render';

describe('home screen', () => {
  it("shows the greeting, today's date, notifications and each section's empty state", async () => {
    logIn();
    const today = isoDay();
    mockFetch({
      'GET /api/notifications/1': { body: [] },
      [`GET /api/users/myDay/1/${today}`]: {
        body: myDay({ date: '2025-11-21', notifications: [notification(4, { message: 'Quote Q-1042 was accepted' })] }),
      },
    });
    renderRoute({ path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Good morning, Ada' })).toBeInTheDocument();
    expect(screen.getByText('Friday, 21 November 2025')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('Quote Q-1042 was accepted')).toBeInTheDocument();
    const sections: [string, string][] = [
      ['Tasks due', 'No tasks are due today.'],
      ['Deliveries to chase', 'No deliveries to chase: every call-off due tomorrow is confirmed, every delivery has its proof.'],
      ['Quotes expiring', 'No quotes are expiring soon.'],
      ['Quotes awaiting reply', 'No quotes are awaiting a reply.'],
    ];
    for (const [title, empty] of sections) {
      expect(within(screen.getByRole('region', { name: title })).getByText(empty)).toBeInTheDocument();
    }
  });

  it('has an empty state for notifications too', async () => {
    logIn();
    mockFetch({ 'GET /api/notifications/1': { body: [] }, [`GET /api/users/myDay/1/${isoDay()}`]: { body: myDay() } });
    renderRoute({ path: '/' });
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
  });

  it("lists the user's quotes awaiting a reply and expiring, each opening the quote", async () => {
    logIn();
    const quote = (id: number, overrides: Partial<QuoteListItem> = {}): QuoteListItem => ({
      quote_id: id,
      number: `Q-${String(id).padStart(6, '0')}`,
      uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      status: 'sent',
      current_version: 1,
      sent_version: 1,
      customer: { id: 5, name: 'Calder Valley Homes', kind: 'customer' },
      discontinued_lines: 0,
      cost_flags: 0,
      project: null,
      account_manager: { id: 1, name: 'Ada Lovelace' },
      total: '7781.26',
      margin_percent: 20,
      valid_until: '2025-12-18',
      sent_at: '2025-11-18T10:00:00Z',
      created_at: '2025-11-17T10:00:00Z',
      updated_at: '2025-11-18T10:00:00Z',
      ...overrides,
    });
    const soon = quote(13, {
      customer: { id: 8, name: 'Harrogate Living Ltd', kind: 'company' },
      project: { id: 4, name: 'Harrogate Yard' },
      total: '1200.00',
      valid_until: '2025-11-24',
    });
    mockFetch({
      'GET /api/notifications/1': { body: [] },
      [`GET /api/users/myDay/1/${isoDay()}`]: { body: myDay({ quotes_awaiting_reply: [quote(12), soon], quotes_expiring: [soon] }) },
    });
    renderRoute({ path: '/' });

    const awaiting = await screen.findByRole('region', { name: 'Quotes awaiting reply' });
    const links = within(awaiting).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Q-000012 · Calder Valley Homes', '/quotes/editor/12'],
      ['Q-000013 · Harrogate Living Ltd', '/quotes/editor/13'],
    ]);
    expect(within(awaiting).getByText('£7,781.26 · valid until 18 Dec 2025')).toBeInTheDocument();
    const expiring = screen.getByRole('region', { name: 'Quotes expiring' });
    expect(within(expiring).getByRole('link', { name: 'Q-000013 · Harrogate Living Ltd' })).toHaveAttribute('href', '/quotes/editor/13');
    expect(within(expiring).getByText('£1,200.00 · Harrogate Yard · valid until 24 Nov 2025')).toBeInTheDocument();
    expect(within(expiring).queryByText('No quotes are expiring soon.')).not.toBeInTheDocument();
  });

  it('lists the deliveries to chase, each opening its call-off on the order’s schedule', async () => {
    logIn();
    const delivery: MyDayOut['deliveries'][number] = {
      schedule_id: 7,
      number: 'CO-000007',
      status: 'booked',
      status_label: 'Booked',
      date: '2025-11-22',
      requested_date: '2025-11-22',
      booked_date: '2025-11-22',
      confirmed_date: null,
      proposed_date: null,
      window: 'am',
      order: { id: 42, name: 'O-000042' },
      customer: { id: 3, kind: 'customer', name: 'Calder Valley Homes' },
      project: null,
      supplier: { id: 11, name: 'Ibstock Brick' },
      haulier: null,
      purchase_order: null,
      site_address: 'Riverside Way, Otley',
      site_postcode: 'LS21 1AB',
      plots: ['12'],
      vehicle: 'artic',
      load_type: 'full',
      weight_kg: null,
      pallets: 20,
      order_by_date: null,
      warning: null,
      reason: 'due_unconfirmed',
      message: 'Due tomorrow and not confirmed by Ibstock Brick',
    };
    mockFetch({ 'GET /api/notifications/1': { body: [] }, [`GET /api/users/myDay/1/${isoDay()}`]: { body: myDay({ deliveries: [delivery] }) } });
    renderRoute({ path: '/' });
    const section = await screen.findByRole('region', { name: 'Deliveries to chase' });
    expect(within(section).getByRole('link', { name: 'CO-000007 · Calder Valley Homes' })).toHaveAttribute('href', '/call-offs/42?call_off=7');
    expect(within(section).getByText('Due tomorrow and not confirmed by Ibstock Brick')).toBeInTheDocument();
  });
});
