import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import './NewTaskPage';
import { staff, task } from '../testing/fixtures';

type Routes = Record<string, MockResponse | ((request: { url: string; body: unknown }) => MockResponse)>;

function open(routes: Routes, path = '/task/new?link=customer:12') {
  logIn();
  const api = mockFetch({
    'GET /api/notifications/1': { body: [] },
    'GET /api/contacts/internal': { body: staff() },
    'GET /api/customers/12': { body: { id: 12, kind: 'customer', name: 'Calder Valley Homes' } },
    'GET /api/tasks/11': { body: task() },
    'GET /api/tasks/get/messages/11': { body: [] },
    'GET /api/tasks/get/activity/11': { body: { items: [], total: 0, page: 1, items_per_page: 50 } },
    ...routes,
  });
  return { api, ...renderRoute({ path }) };
}

describe('a new task', () => {
  it('is linked to the record it was opened from, and made with its people by keyboard', async () => {
    const { api, router } = open({ 'POST /api/tasks/add': { status: 201, body: task() } });
    const form = await screen.findByRole('form', { name: 'New task' }, { timeout: 15_000 });
    expect(within(form).getByText('Customer: Calder Valley Homes')).toBeInTheDocument();
    const title = within(form).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();
    await userEvent.type(title, 'Chase Calder Valley');
    const assigned = within(form).getByRole('combobox', { name: 'Assigned to' });
    await userEvent.click(assigned);
    await userEvent.type(assigned, 'Sam');
    await userEvent.click(await screen.findByRole('option', { name: 'Sam Seller' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=11'));
    expect(router.state.location.pathname).toBe('/task');
    expect(api.calls.find((call) => call.path === '/api/tasks/add')!.body).toMatchObject({
      title: 'Chase Calder Valley',
      priority: 'normal',
      taskOwner: 1,
      assignedUsers: [2],
      involvedUsers: [],
      links: [{ record_type: 'customer', record_id: 12 }],
    });
  }, 60_000);

  it('takes the due day and time as dd/mm/yyyy and hh:mm whatever the browser’s language, and refuses a day that is none', async () => {
    const { api } = open({ 'POST /api/tasks/add': { status: 201, body: task() } });
    const form = await screen.findByRole('form', { name: 'New task' }, { timeout: 15_000 });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Chase');
    const due = within(form).getByRole('textbox', { name: 'Due' });
    expect(due).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await userEvent.type(due, '31/02/2027');
    await userEvent.click(within(form).getByRole('button', { name: 'Create task' }));
    expect(await within(form).findByText('Write the day as dd/mm/yyyy and the time as hh:mm.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/tasks/add')).toBe(false);
    await userEvent.clear(due);
    await userEvent.type(due, '3/12/2027');
    const time = within(form).getByRole('textbox', { name: 'Time' });
    expect(time).toHaveValue('17:00');
    await userEvent.clear(time);
    await userEvent.type(time, '930');
    await userEvent.tab();
    expect(time).toHaveValue('09:30');
    expect(due).toHaveValue('03/12/2027');
    await userEvent.click(within(form).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/tasks/add')).toBe(true));
    const sent = api.calls.find((call) => call.path === '/api/tasks/add')!.body as { due_at: string };
    expect(sent.due_at).toBe(new Date(2027, 11, 3, 9, 30).toISOString());
  }, 60_000);

  it('shows the API’s field errors on their fields', async () => {
    open({
      'POST /api/tasks/add': { status: 422, body: { detail: 'Check the fields.', errors: [{ field: 'due_at', message: 'Input should be a valid datetime' }, { field: 'links.0.record_id', message: 'No customer 12' }] } },
    });
    const form = await screen.findByRole('form', { name: 'New task' }, { timeout: 15_000 });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Chase');
    await userEvent.click(within(form).getByRole('button', { name: 'Create task' }));
    expect(await within(form).findByText('Input should be a valid datetime')).toBeInTheDocument();
    expect(within(form).getByText('No customer 12')).toBeInTheDocument();
  }, 60_000);

  it('asks for a title before calling the API', async () => {
    const { api } = open({}, '/task/new');
    const form = await screen.findByRole('form', { name: 'New task' }, { timeout: 15_000 });
    await userEvent.click(within(form).getByRole('button', { name: 'Create task' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(api.count('POST', '/api/tasks/add')).toBe(0);
  }, 60_000);

  it('cancels back to the record it was opened with', async () => {
    const { router } = open({});
    const form = await screen.findByRole('form', { name: 'New task' }, { timeout: 15_000 });
    await userEvent.click(within(form).getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer'));
    expect(router.state.location.search).toBe('?id=12');
  }, 60_000);

  it('cancels back to the screen it was opened from (a call-off has no screen of its own)', async () => {
    const { router } = open({}, '/task/new');
    await screen.findByRole('form', { name: 'New task' }, { timeout: 15_000 });
    await router.navigate('/task/new?link=call_off:7');
    expect(await screen.findByText(/Call-off 7/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/task/new');
  }, 60_000);
});
