import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import './TaskPage';
import { message, staff, task } from '../testing/fixtures';

type Routes = Record<string, MockResponse | ((request: { url: string; body: unknown }) => MockResponse)>;

function open(routes: Routes, path = '/task?id=11') {
  logIn();
  const api = mockFetch({
    'GET /api/notifications/1': { body: [] },
    'GET /api/contacts/internal': { body: staff() },
    'GET /api/tasks/11': { body: task() },
    'GET /api/tasks/get/messages/11': { body: [message(1, { message: 'Called them, no answer.' })] },
    'GET /api/tasks/get/activity/11': {
      body: {
        items: [
          { activity_id: 5, action: 'stage', summary: 'Moved to In progress', changes: {}, names: {}, actor_id: 1, actor_name: 'Ada Admin', created_at: '2026-11-20T10:00:00Z' },
        ],
        total: 1,
        page: 1,
        items_per_page: 50,
      },
    },
    ...routes,
  });
  return { api, ...renderRoute({ path }) };
}

describe('the task page', () => {
  it('shows the task with its links to each record, its people, due date, notes and messages', async () => {
    open({});
    expect(await screen.findByRole('heading', { name: 'Chase Calder Valley', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    const links = screen.getByRole('list', { name: 'Linked records' });
    expect(within(links).getByRole('link', { name: 'Customer: Calder Valley Homes' })).toHaveAttribute('href', '/customer?id=12');
    expect(within(links).getByRole('link', { name: 'Quote: Q-000040' })).toHaveAttribute('href', '/quotes/editor/40');
    expect(screen.getByText(/Their quote expires on Friday/)).toBeInTheDocument();
    expect(screen.getByText(/^Due /)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Assigned to' })).getByText('Sam Seller')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Notes' })).getByText('Left a voicemail.')).toBeInTheDocument();
    expect(await within(await screen.findByRole('list', { name: 'Messages' })).findByText('Called them, no answer.')).toBeInTheDocument();
    expect(await within(await screen.findByRole('list', { name: 'Activity' })).findByText('Moved to In progress')).toBeInTheDocument();
  }, 60_000);

  it('says what to do while the task has no notes, and why Add note waits', async () => {
    open({ 'GET /api/tasks/11': { body: task({ notes: [] }) } });
    expect(await screen.findByText('No notes yet: write one below and choose Add note.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add note' });
    expect(add).toBeDisabled();
    expect(add.parentElement).toHaveAccessibleDescription('Write the note first.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Add a note' }), 'Rang the works');
    expect(screen.getByRole('button', { name: 'Add note' })).toBeEnabled();
  }, 60_000);

  it('marks the task done, and reopens a closed one', async () => {
    const { api } = open({ 'PUT /api/tasks/status': { body: task({ status: 'done' }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark done' }, { timeout: 15_000 }));
    expect(await screen.findByText('The task is done.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/tasks/status')!.body).toEqual({ taskId: 11, status: 'done', userId: 1, version: 3 });
  }, 60_000);

  it('offers Reopen on a closed task', async () => {
    const { api } = open({ 'GET /api/tasks/11': { body: task({ status: 'cancelled' }) }, 'PUT /api/tasks/status': { body: task() } });
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }, { timeout: 15_000 }));
    await waitFor(() => expect(api.calls.find((call) => call.path === '/api/tasks/status')?.body).toEqual({ taskId: 11, status: 'open', userId: 1, version: 3 }));
  }, 60_000);

  it('sends a message with an @mention picked from the staff by keyboard', async () => {
    const { api } = open({ 'POST /api/tasks/add/message': { status: 201, body: [message(2)] } });
    const box = await screen.findByRole('combobox', { name: 'Message' }, { timeout: 15_000 });
    // Send waits for a message, and says so.
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' }).parentElement).toHaveAccessibleDescription('Write the message first.');
    await userEvent.type(box, 'Can you call them @ja');
    const options = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(within(options).getByRole('option', { name: 'Jane Doe' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('Can you call them @Jane Doe ');
    await userEvent.type(box, 'today?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.count('POST', '/api/tasks/add/message')).toBe(1));
    expect(api.calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      taskId: 11,
      userId: 1,
      message: 'Can you call them @Jane Doe today?',
      involvedUsers: [3],
    });
    await waitFor(() => expect(box).toHaveValue(''));
  }, 60_000);

  it('attaches files picked from those of the linked records', async () => {
    const plan = { file_id: 91, name: 'Site plan', url: 'https://drive.example.com/plan', download_url: null, created_at: '2026-11-20T10:00:00Z' };
    const spec = { file_id: 92, name: 'Brick spec.pdf', url: null, download_url: '/api/files/92/download', created_at: '2026-11-21T10:00:00Z' };
    const { api } = open({
      'GET /api/tasks/get/files/11': {
        body: [
          { ...plan, record_type: 'customer', record_id: 12, record_label: 'Calder Valley Homes' },
          { ...spec, record_type: 'quote', record_id: 40, record_label: 'Q-000040' },
        ],
      },
      'POST /api/tasks/add/message': { status: 201, body: [message(2)] },
    });
    const box = await screen.findByRole('combobox', { name: 'Message' }, { timeout: 15_000 });
    await userEvent.type(box, 'The plan is attached');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Attach files' }));
    const options = await screen.findByRole('listbox');
    expect(within(options).getByText('Customer: Calder Valley Homes')).toBeInTheDocument();
    expect(within(options).getByText('Quote: Q-000040')).toBeInTheDocument();
    await userEvent.click(within(options).getByRole('option', { name: 'Site plan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.count('POST', '/api/tasks/add/message')).toBe(1));
    expect(api.calls.find((call) => call.method === 'POST')!.body).toMatchObject({ taskId: 11, message: 'The plan is attached', file_ids: [91] });
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByRole('button', { name: 'Site plan' })).not.toBeInTheDocument();
  }, 60_000);

  it("opens a linked call-off on its order's schedule, not on the board", async () => {
    open({ 'GET /api/tasks/11': { body: task({ links: [{ record_type: 'call_off', record_id: 7, label: 'CO-000007', order_id: 70 }] }) } });
    const links = await screen.findByRole('list', { name: 'Linked records' }, { timeout: 15_000 });
    expect(within(links).getByRole('link', { name: 'Call-off: CO-000007' })).toHaveAttribute('href', '/call-offs/70?call_off=7');
  }, 60_000);

  it('edits the task, and says to reload when someone else saved first (409)', async () => {
    const { api } = open({
      'PUT /api/tasks/update/11': { status: 409, body: { detail: 'This task was changed by someone else.', errors: [] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 15_000 }));
    const form = screen.getByRole('form', { name: 'Edit task' });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Chase Calder Valley today');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/Someone else changed this task/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ title: 'Chase Calder Valley today', version: 3 });
    await userEvent.click(within(form).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(api.count('GET', '/api/tasks/11')).toBe(2));
  }, 60_000);

  it('asks before an edit not saved is lost, and not when the task is deleted', async () => {
    const { api, router } = open({ 'DELETE /api/tasks/delete/11': { status: 204 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 15_000 }));
    const title = within(screen.getByRole('form', { name: 'Edit task' })).getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, ' today');
    void router.navigate('/products');
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(leave).toHaveTextContent('Your changes to the task have not been saved');
    await userEvent.click(within(leave).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.search).toBe('?id=11');
    expect(title).toHaveValue(`${task().title} today`);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: /^Delete “/ })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/taskpad'));
    expect(api.count('DELETE', '/api/tasks/delete/11')).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  }, 60_000);

  it('removes a person at once and offers Undo, which assigns them again', async () => {
    const { api } = open({
      'DELETE /api/tasks/users/remove/31': { body: { deleted: true } },
      'POST /api/tasks/users/add': { status: 201, body: { id: 32, userId: 2, name: 'Sam Seller' } },
    });
    const assigned = await screen.findByRole('list', { name: 'Assigned to' }, { timeout: 15_000 });
    await userEvent.click(within(assigned).getByLabelText('Remove Sam Seller'));
    expect(await screen.findByText('Sam Seller is no longer assigned.')).toBeInTheDocument();
    expect(api.count('DELETE', '/api/tasks/users/remove/31')).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.count('POST', '/api/tasks/users/add')).toBe(1));
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({ taskId: 11, userId: 2, role: 'assigned' });
    expect(await screen.findByText('Sam Seller is assigned again.')).toBeInTheDocument();
  }, 60_000);

  it('changes the owner from the version it read; a task changed since (409) is shown again, nobody unassigned', async () => {
    let current = task();
    const { api } = open({
      'GET /api/tasks/11': () => ({ body: current }),
      'POST /api/tasks/users': (): MockResponse => {
        // Someone assigned Jane meanwhile: the set read before (Sam only) would have unassigned her.
        current = task({ assigned: [...task().assigned, { id: 33, userId: 3, name: 'Jane Doe' }], version: 4 });
        return { status: 409, body: { detail: 'Someone else changed this task since you opened it.', errors: [] } };
      },
    });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Owner' }, { timeout: 15_000 }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jane Doe' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change owner' }));
    expect(await screen.findByText(/Someone else changed this task meanwhile/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({ taskId: 11, taskOwner: 3, assignedUsers: [2], version: 3 });
    const assigned = screen.getByRole('list', { name: 'Assigned to' });
    expect(await within(assigned).findByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change owner' })).toBeInTheDocument();
  }, 60_000);

  it('marks done from the version shown; a task changed since (409) is shown again as it is now', async () => {
    let current = task();
    const { api } = open({
      'GET /api/tasks/11': () => ({ body: current }),
      'PUT /api/tasks/status': (): MockResponse => {
        // A colleague cancelled it meanwhile: marking it done would have closed it over their change.
        current = task({ status: 'cancelled', version: 4 });
        return { status: 409, body: { detail: 'Someone else changed this task since you opened it.', errors: [] } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark done' }, { timeout: 15_000 }));
    expect(await screen.findByText('Someone else changed this task since you opened it.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/tasks/status')!.body).toEqual({ taskId: 11, status: 'done', userId: 1, version: 3 });
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  }, 60_000);

  it('says when the task is not there', async () => {
    open({ 'GET /api/tasks/11': { status: 404, body: { detail: 'Not found', errors: [] } } });
    expect(await screen.findByText('This task does not exist or is not yours to see.', undefined, { timeout: 15_000 })).toBeInTheDocument();
  }, 60_000);
});
