import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { IndexJobOut } from '@/lib/api/types';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { indexJobQueryOptions, JOB_POLL_MS } from '../api/get-index-job';
import { indexStatus, job } from '../testing/fixtures';

const STATUS = 'GET /api/models/status';
const base = { 'GET /api/notifications/1': { body: [] } };

async function openIndex(routes: Parameters<typeof mockFetch>[0]) {
  logIn();
  const api = mockFetch({ ...base, ...routes });
  const view = renderRoute({ path: '/admin/assistant' });
  await screen.findByRole('heading', { name: 'Assistant index' });
  return { api, ...view };
}

describe('assistant index screen', () => {
  it('tells a non-admin that the admin role is needed, and loads nothing', async () => {
    logIn({ role: 'staff' });
    const api = mockFetch(base);
    renderRoute({ path: '/admin/assistant' });
    expect(await screen.findByText('You need the admin role to manage the assistant’s index.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rebuild index' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/api/models'))).toHaveLength(0);
  });

  it('is reached from the users screen', async () => {
    logIn();
    mockFetch({ ...base, 'GET /api/users/all': { body: { items: [], total: 0, page: 1, items_per_page: 25 } }, [STATUS]: { body: indexStatus() } });
    const { router } = renderRoute({ path: '/users' });
    await userEvent.click(await screen.findByRole('link', { name: 'Assistant index' }));
    expect(await screen.findByRole('heading', { name: 'Assistant index' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/assistant');
  });

  it('shows the model, the records, documents and stale ones per kind, and the last rebuild', async () => {
    const last = job({ job_id: 2, status: 'done', total: 1610, processed: 1610, embedded: 40, removed: 2, finished_at: '2026-03-01T02:10:00Z' });
    await openIndex({ [STATUS]: { body: indexStatus({ last_job: last }) } });
    expect(await screen.findByText('sentence-transformers/all-MiniLM-L6-v2')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Index by kind of record' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'Kind of recordRecordsDocumentsStale',
      'Products1,2401,2003',
      'Customers60600',
      'Quotes3103000',
      'All1,6101,5603',
    ]);
    const section = screen.getByRole('region', { name: 'Last rebuild' });
    expect(within(section).getByText('Done')).toBeInTheDocument();
    expect(within(section).getByText('1,610 of 1,610 records processed · 40 embedded · 2 removed')).toBeInTheDocument();
    expect(within(section).getByRole('progressbar', { name: 'Rebuild progress' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('rebuilds the chosen kinds after a confirmation, then follows the job every second until it is done', async () => {
    const steps: IndexJobOut[] = [
      job({ kinds: ['product', 'quote'], status: 'running', total: 10, processed: 4, embedded: 3, started_at: '2026-03-02T09:00:01Z' }),
      job({ kinds: ['product', 'quote'], status: 'done', total: 10, processed: 10, embedded: 9, removed: 1, started_at: '2026-03-02T09:00:01Z', finished_at: '2026-03-02T09:00:03Z' }),
    ];
    let reads = 0;
    let statusReads = 0;
    const { api } = await openIndex({
      [STATUS]: () => {
        statusReads += 1;
        return { body: indexStatus({ last_job: reads >= 2 ? steps[1] : null }) };
      },
      'POST /api/models/process': { status: 202, body: job({ kinds: ['product', 'quote'] }) },
      'GET /api/models/jobs/3': () => ({ body: steps[Math.min(reads++, steps.length - 1)] }),
    });
    expect(await screen.findByText('The index has not been rebuilt yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rebuild index' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rebuild the assistant’s index?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Only these kinds' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rebuild' }));
    expect(within(dialog).getByText('Choose at least one kind of record.')).toBeInTheDocument();
    expect(api.count('POST', '/api/models/process')).toBe(0);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Quotes' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Products' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rebuild' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.path === '/api/models/process')?.body).toEqual({ kinds: ['product', 'quote'] });
    const section = screen.getByRole('region', { name: 'Rebuilding' });
    expect(within(section).getByText('Products, Quotes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rebuild index' })).toBeDisabled();
    expect(await within(section).findByText('4 of 10 records processed · 3 embedded · 0 removed')).toBeInTheDocument();
    expect(within(section).getByRole('progressbar', { name: 'Rebuild progress' })).toHaveAttribute('aria-valuenow', '40');

    const done = await screen.findByRole('region', { name: 'Last rebuild' });
    expect(within(done).getByText('10 of 10 records processed · 9 embedded · 1 removed')).toBeInTheDocument();
    expect(within(done).getByText('Done')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rebuild index' })).toBeEnabled();
    await waitFor(() => expect(statusReads).toBeGreaterThanOrEqual(3));
  });

  it('polls a job every second until it is done or has failed', () => {
    const interval = indexJobQueryOptions(3).refetchInterval as (query: { state: { data?: IndexJobOut } }) => number | false;
    expect(interval({ state: {} })).toBe(JOB_POLL_MS);
    expect(JOB_POLL_MS).toBe(1000);
    expect(interval({ state: { data: job({ status: 'queued' }) } })).toBe(1000);
    expect(interval({ state: { data: job({ status: 'running' }) } })).toBe(1000);
    expect(interval({ state: { data: job({ status: 'done' }) } })).toBe(false);
    expect(interval({ state: { data: job({ status: 'failed' }) } })).toBe(false);
  });

  it('follows a rebuild already running when the screen opens, and shows why one failed', async () => {
    const running = job({ status: 'running', total: 8, processed: 2 });
    await openIndex({
      [STATUS]: { body: indexStatus({ last_job: running }) },
      'GET /api/models/jobs/3': { body: job({ status: 'failed', total: 8, processed: 5, error: 'The embedding model could not be loaded.' }) },
    });
    const section = await screen.findByRole('region', { name: 'Last rebuild' });
    expect(await within(section).findByText('The embedding model could not be loaded.')).toBeInTheDocument();
    expect(within(section).getByText('Failed')).toBeInTheDocument();
  });

  it('shows why a rebuild could not start (409) in the dialog', async () => {
    await openIndex({
      [STATUS]: { body: indexStatus() },
      'POST /api/models/process': { status: 409, body: { detail: 'A rebuild is already queued or running.', errors: [] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rebuild index' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rebuild' }));
    expect(await within(dialog).findByText('A rebuild is already queued or running.')).toBeInTheDocument();
  });
});
