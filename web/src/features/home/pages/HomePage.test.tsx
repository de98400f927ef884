import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
      ['Deliveries booked', 'No deliveries are booked for today.'],
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
});
