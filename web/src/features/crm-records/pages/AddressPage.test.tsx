import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { activity, address, file, page } from '../testing/fixtures';

const SITE = address();
const base = {
  'GET /api/notifications/1': { body: [] },
  'GET /api/addresses/one/customer/21': { body: SITE },
  'PUT /api/addresses/file/get': { body: [file(4, { related_id: 21, name: 'Access plan.pdf' })] },
  'GET /api/addresses/activity/21': page([]),
};

async function openAddress(routes: Parameters<typeof mockFetch>[0] = {}, role = 'admin') {
  logIn({ role });
  const xhr = FakeXhr.install();
  const api = mockFetch({ ...base, ...routes });
  const view = renderRoute({ path: '/address/customer/21' });
  await screen.findByRole('heading', { level: 1, name: 'Elland Road plots, Elland Road, Leeds, LS11 5RT' }, { timeout: 30_000 });
  return { api, xhr, ...view };
}

describe('address screen', () => {
  it('shows the address, its organisation and its files (through the address file calls)', async () => {
    const { api } = await openAddress();
    expect(screen.getByText('Site address')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Calder Valley Homes (Customer)' })).toHaveAttribute('href', '/customer?id=5&tab=addresses');
    expect(within(screen.getByRole('form', { name: 'Address details' })).getByLabelText(/^Postcode/)).toHaveValue('LS11 5RT');
    expect(await screen.findByRole('button', { name: 'Download Access plan.pdf' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/addresses/file/get')?.body).toEqual({ address_id: 21 });
  });

  it('uploads to the address with address_id and deletes files with PUT', async () => {
    const { api, xhr } = await openAddress({ 'PUT /api/addresses/file/delete': { status: 204 } });
    await userEvent.upload(await screen.findByLabelText('Choose files'), new File(['%PDF'], 'gate.pdf', { type: 'application/pdf' }));
    expect(xhr.sent[0].url).toBe('/api/addresses/file/insert');
    expect(xhr.sent[0].body?.get('address_id')).toBe('21');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Access plan.pdf' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.count('PUT', '/api/addresses/file/delete')).toBe(1));
    expect(api.calls.find((c) => c.path === '/api/addresses/file/delete')?.body).toEqual({ file_id: 4 });
  });

  it('saves with the organisation and version, showing the server’s field errors', async () => {
    const { api } = await openAddress({
      'POST /api/addresses/update': {
        status: 422,
        body: { detail: 'Invalid input', errors: [{ field: 'postcode', message: 'Please enter a valid UK postcode' }] },
      },
    });
    const form = screen.getByRole('form', { name: 'Address details' });
    const postcode = within(form).getByLabelText(/^Postcode/);
    await userEvent.clear(postcode);
    await userEvent.type(postcode, 'ZZ1 1ZZ{Enter}');
    expect(await within(form).findByText('Please enter a valid UK postcode')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/addresses/update')?.body).toMatchObject({
      address_id: 21,
      related_id: 5,
      version: 2,
      postcode: 'ZZ1 1ZZ',
    });
  });

  it('shows the address’s activity newest first with the fields changed, and offers Retry when it fails', async () => {
    let fail = true;
    const { api } = await openAddress({
      'GET /api/addresses/activity/21': () =>
        fail
          ? { status: 500, body: { detail: 'The database is unavailable.' } }
          : page([
              activity(2, {
                summary: 'Updated line1, postcode',
                changes: { line1: { old: 'Elland Rd', new: 'Elland Road' }, postcode: { old: 'ls11 5rt', new: 'LS11 5RT' } },
              }),
              activity(1, { action: 'created', summary: 'Created address Elland Road plots, Elland Road, Leeds, LS11 5RT' }),
            ]),
    });
    const section = screen.getByRole('region', { name: 'Activity' });
    expect(await within(section).findByText('The database is unavailable.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));

    const timeline = await within(section).findByRole('list', { name: 'Activity' });
    const entries = within(timeline).getAllByRole('listitem').filter((item) => item.parentElement === timeline);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Updated line1, postcode');
    expect(within(entries[0]).getByText('Address line 1: Elland Rd → Elland Road')).toBeInTheDocument();
    expect(within(entries[0]).getByText('Postcode: ls11 5rt → LS11 5RT')).toBeInTheDocument();
    expect(entries[1]).toHaveTextContent('Created address Elland Road plots');
    expect(within(section).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/api/addresses/activity/21?page=1&items_per_page=20');
  });

  it('deletes (managers) with the organisation’s kind and goes back to it', async () => {
    const { api, router } = await openAddress({ 'DELETE /api/addresses': { status: 204 } }, 'manager');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer'));
    const url = api.fetchMock.mock.calls.map((c) => String(c[0])).find((u) => u.startsWith('/api/addresses?'));
    expect(url).toBe('/api/addresses?related_type=customer&address_id=21&user_id=1');
  });
});
