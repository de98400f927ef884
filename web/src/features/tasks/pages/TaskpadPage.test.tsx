import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
// The lazy page loaded with the test's own imports, so that no test waits for its first transform in a findBy.
import './TaskpadPage';
import { board, card, page, stage } from '../testing/fixtures';

const BOARD = 'GET /api/tasks/board/1/mine';

/** A DataTransfer as far as the board uses it (jsdom has none). */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    effectAllowed: 'all',
    dropEffect: 'none',
  };
}

type Routes = Record<string, MockResponse | ((request: { url: string; body: unknown }) => MockResponse)>;

function open(path: string, routes: Routes) {
  logIn();
  const api = mockFetch({ 'GET /api/notifications/1': { body: [] }, 'GET /api/tasks/stages': { body: [] }, ...routes });
  return { api, ...renderRoute({ path }) };
}

const column = (name: string) => screen.getByRole('region', { name });

describe('the taskpad board', () => {
  it('shows the columns by stage with their cards, and keeps the filters in the address and the call', async () => {
    const urls: string[] = [];
    const { router } = open('/taskpad?who=assigned&overdue=1&linked=customer:12&source=rule', {
      'GET /api/tasks/board/1/assigned': ({ url }) => {
        urls.push(url);
        return { body: board() };
      },
    });
    const todo = await screen.findByRole('region', { name: 'To do' }, { timeout: 15_000 });
    const chase = within(todo).getByRole('article', { name: 'Chase Calder Valley' });
    expect(within(chase).getByRole('link', { name: 'Chase Calder Valley' })).toHaveAttribute('href', '/task?id=11');
    // The linked record opens from the card.
    expect(within(chase).getByRole('link', { name: 'Calder Valley Homes' })).toHaveAttribute('href', '/customer?id=12');
    expect(chase).toHaveTextContent('Sam Seller');
    expect(within(todo).getByRole('article', { name: 'Raise the POs' })).toHaveTextContent('overdue');
    expect(within(column('In progress')).getByText(/No tasks here/)).toBeInTheDocument();
    expect(screen.getByText('Linked to Calder Valley Homes')).toBeInTheDocument();
    const query = new URL(urls[0], 'http://x').searchParams;
    expect(query.get('overdue')).toBe('true');
    expect(query.get('linked_type')).toBe('customer');
    expect(query.get('linked_id')).toBe('12');
    expect(query.get('source')).toBe('rule');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?who=assigned'));
  }, 60_000);

  it('moves a card dragged onto another column: one call with the column and its neighbours', async () => {
    let moved = false;
    const chaseCard = card(11, { title: 'Chase Calder Valley' });
    const { api } = open('/taskpad', {
      [BOARD]: () => ({
        body: moved
          ? board([stage(1, 'To do'), stage(2, 'In progress', [card(21, { stage_id: 2 }), { ...chaseCard, stage_id: 2 }])])
          : board([stage(1, 'To do', [chaseCard]), stage(2, 'In progress', [card(21, { stage_id: 2 })])]),
      }),
      'PUT /api/tasks/stage/update': () => {
        moved = true;
        return { body: { ...chaseCard, stage_id: 2 } };
      },
    });
    const chase = await screen.findByRole('article', { name: 'Chase Calder Valley' }, { timeout: 15_000 });
    const transfer = dataTransfer();
    fireEvent.dragStart(chase, { dataTransfer: transfer });
    fireEvent.dragOver(column('In progress'), { dataTransfer: transfer });
    fireEvent.drop(column('In progress'), { dataTransfer: transfer });
    expect(await within(column('In progress')).findByRole('article', { name: 'Chase Calder Valley' })).toBeInTheDocument();
    await waitFor(() => expect(api.count('PUT', '/api/tasks/stage/update')).toBe(1));
    const move = api.calls.find((call) => call.method === 'PUT')!;
    expect(move.body).toEqual({ taskId: 11, stageId: 2, afterId: 21, beforeId: null });
    expect(await screen.findByText('Moved to In progress.')).toBeInTheDocument();
  }, 60_000);

  it('moves a card from its keyboard "Move to…" menu, to another column or down its own', async () => {
    const { api } = open('/taskpad', {
      [BOARD]: { body: board() },
      'PUT /api/tasks/stage/update': { body: card(11, { stage_id: 3 }) },
      'PUT /api/tasks/stage/order': { body: card(11) },
    });
    const menu = await screen.findByRole('button', { name: 'Move Chase Calder Valley to…' }, { timeout: 15_000 });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const options = await screen.findByRole('menu', { name: 'Move Chase Calder Valley' });
    await userEvent.click(within(options).getByRole('menuitem', { name: 'Move down' }));
    await waitFor(() => expect(api.count('PUT', '/api/tasks/stage/order')).toBe(1));
    expect(api.calls.find((call) => call.path === '/api/tasks/stage/order')!.body).toEqual({ taskId: 11, afterId: 12, beforeId: null });

    await userEvent.click(screen.getByRole('button', { name: 'Move Chase Calder Valley to…' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Waiting' }));
    await waitFor(() => expect(api.count('PUT', '/api/tasks/stage/update')).toBe(1));
    expect(api.calls.find((call) => call.path === '/api/tasks/stage/update')!.body).toEqual({ taskId: 11, stageId: 3, afterId: null, beforeId: null });
  }, 60_000);

  it('puts a refused move back and says why', async () => {
    open('/taskpad', {
      [BOARD]: { body: board() },
      'PUT /api/tasks/stage/update': { status: 403, body: { detail: 'You may not move this task.', errors: [] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Raise the POs to…' }, { timeout: 15_000 }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Done' }));
    expect(await screen.findByText('You may not move this task.')).toBeInTheDocument();
    await waitFor(() => expect(within(column('To do')).getByRole('article', { name: 'Raise the POs' })).toBeInTheDocument());
  }, 60_000);

  it('shows the first 50 cards of a column, then the next ones after its last rank', async () => {
    const first = Array.from({ length: 50 }, (_, index) => card(100 + index, { rank: `r${100 + index}` }));
    const urls: string[] = [];
    open('/taskpad', {
      [BOARD]: { body: board([stage(1, 'To do', first, { total: 52, next_after: 'r149' })]) },
      'GET /api/tasks/1/mine': ({ url }) => {
        urls.push(url);
        return { body: page([card(200, { title: 'Card 51', rank: 'r200' }), card(201, { title: 'Card 52', rank: 'r201' })], 52) };
      },
    });
    await screen.findByRole('region', { name: 'To do' }, { timeout: 15_000 });
    expect(within(column('To do')).getAllByRole('article')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 more' }));
    expect(await within(column('To do')).findByRole('article', { name: 'Card 52' })).toBeInTheDocument();
    const query = new URL(urls[0], 'http://x').searchParams;
    expect(query.get('stage_id')).toBe('1');
    expect(query.get('after')).toBe('r149');
    expect(screen.queryByRole('button', { name: /more$/ })).not.toBeInTheDocument();
  }, 60_000);

  it('says when the pad is empty, and shows the list view with its sort in the address', async () => {
    const urls: string[] = [];
    const { router } = open('/taskpad', {
      [BOARD]: { body: board([stage(1, 'To do'), stage(2, 'Done')]) },
      'GET /api/tasks/1/mine': ({ url }) => {
        urls.push(url);
        return {
          body: page([card(11, { title: 'Chase Calder Valley', links: [{ record_type: 'quote', record_id: 12, label: 'Q-000012' }] })], 1),
        };
      },
    });
    expect(await screen.findByText(/No tasks on your pad yet/, undefined, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    const table = await screen.findByRole('table', { name: 'Tasks' });
    expect(within(table).getByRole('link', { name: 'Chase Calder Valley' })).toHaveAttribute('href', '/task?id=11');
    // Its linked record opens from the row, as from a card.
    expect(within(table).getByRole('link', { name: 'Q-000012' })).toHaveAttribute('href', '/quotes/editor/12');
    await userEvent.click(within(table).getByRole('button', { name: 'Priority' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=priority'));
    await waitFor(() => expect(new URL(urls.at(-1)!, 'http://x').searchParams.get('sort')).toBe('priority'));
  }, 60_000);
});
