import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customer, page } from '@/features/crm/test-fixtures';
import { savedQuote } from '@/features/quotes/testing/editor-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';

const base = {
  'GET /api/notifications/1': { body: [] },
  'GET /api/contacts/internal': { body: [] },
};

describe('the browser tab names the screen', () => {
  it('a list: "Customers · Brickmate"', async () => {
    logIn();
    mockFetch({ ...base, 'GET /api/customers/all/1': page([customer(7)]) });
    renderRoute({ path: '/crm' });
    await screen.findByRole('heading', { level: 1, name: 'CRM' });
    await waitFor(() => expect(document.title).toBe('Customers · Brickmate'));
  });

  it('a quote: its number, "Q-000009 · Brickmate"', async () => {
    logIn();
    mockFetch({ ...base, 'GET /api/quotes/9': { body: savedQuote(9) } });
    renderRoute({ path: '/quotes/editor/9' });
    await screen.findByRole('heading', { level: 1, name: 'Quote Q-000009' }, { timeout: 10_000 });
    await waitFor(() => expect(document.title).toBe('Q-000009 · Brickmate'));
  });

  it('a record: its name', async () => {
    logIn();
    mockFetch({ ...base, 'GET /api/customers/7': { body: customer(7, { name: 'Barratt Homes' }) } });
    renderRoute({ path: '/customer?id=7' });
    await screen.findByRole('heading', { level: 1, name: 'Barratt Homes' }, { timeout: 10_000 });
    await waitFor(() => expect(document.title).toBe('Barratt Homes · Brickmate'));
  });

  it('the login screen, even after another screen', async () => {
    document.title = 'Q-000009 · Brickmate';
    mockFetch({});
    renderRoute({ path: '/login' });
    await screen.findByRole('button', { name: 'Log in' });
    await waitFor(() => expect(document.title).toBe('Log in · Brickmate'));
  });
});

describe('"New customer" opens a screen titled by the kind', () => {
  it('New customer, then New supplier when the kind changes', async () => {
    logIn();
    mockFetch(base);
    renderRoute({ path: '/company/new?kind=customer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'New customer' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('New customer · Brickmate'));
    const form = screen.getByRole('form', { name: 'New company' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Supplier' }));
    expect(screen.getByRole('heading', { level: 1, name: 'New supplier' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New company' })).not.toBeInTheDocument();
  });
});
