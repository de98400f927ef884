import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { phoneScreen, wideScreen } from '@/test/match-media';
import { LinkedTasks, PhoneTasksFold } from './LinkedTasks';

const card = {
  id: 11,
  title: 'Chase Calder Valley',
  stage_id: 1,
  rank: 'a',
  status: 'open',
  priority: 'high',
  due_at: '2026-12-04T17:00:00Z',
  overdue: true,
  owner: { id: 1, name: 'Ada Lovelace' },
  assignee_names: ['Sam Seller'],
  links: [{ record_type: 'quote', record_id: 40, label: 'Q-000040' }],
  source: 'manual',
};

function show(body: unknown) {
  logIn();
  mockFetch({ 'GET /api/tasks/linked/quote/40': { body } });
  renderRoute({ routes: [{ path: '/', element: <LinkedTasks recordType="quote" recordId={40} /> }] });
}

describe("a record's tasks", () => {
  it('lists the tasks linked to the record, each opening its task, with New task linked to the record', async () => {
    show([card]);
    const list = await screen.findByRole('list', { name: 'Tasks' });
    expect(within(list).getByRole('link', { name: 'Chase Calder Valley' })).toHaveAttribute('href', '/task?id=11');
    expect(list).toHaveTextContent('Open · due');
    expect(list).toHaveTextContent('Ada Lovelace, Sam Seller');
    expect(within(list).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New task' })).toHaveAttribute('href', '/task/new?link=quote:40');
    expect(screen.getByRole('link', { name: 'On the Taskpad' })).toHaveAttribute('href', '/taskpad?linked=quote:40&status=any');
  });

  it("opens a task's call-off on its order's schedule", async () => {
    logIn();
    const callOff = { record_type: 'call_off' as const, record_id: 7, label: 'CO-000007', order_id: 70 };
    mockFetch({ 'GET /api/tasks/linked/order/70': { body: [{ ...card, links: [callOff] }] } });
    renderRoute({ routes: [{ path: '/', element: <LinkedTasks recordType="order" recordId={70} /> }] });
    const list = await screen.findByRole('list', { name: 'Tasks' });
    expect(within(list).getByRole('link', { name: 'Call-off CO-000007' })).toHaveAttribute('href', '/call-offs/70?call_off=7');
  });

  it('says when none are linked yet', async () => {
    show([]);
    expect(await screen.findByText(/No tasks about this record yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New task' })).toBeInTheDocument();
  });
});

describe("an organisation's tasks on a phone", () => {
  afterEach(() => vi.unstubAllGlobals());

  function showFold() {
    logIn();
    mockFetch({ 'GET /api/tasks/linked/supplier/5': { body: [card, { ...card, id: 12, title: 'Send the samples', status: 'done' }] } });
    renderRoute({ routes: [{ path: '/', element: <PhoneTasksFold recordType="supplier" recordId={5} /> }] });
  }

  it('fold to a line saying how many there are and how many are open', async () => {
    phoneScreen();
    showFold();
    const fold = await screen.findByRole('button', { name: /^Tasks 2 tasks · 1 open/ });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Chase Calder Valley', hidden: true })).not.toBeVisible();
  });

  it('are left to their tab at a desk', () => {
    wideScreen();
    showFold();
    expect(screen.queryByRole('button', { name: /^Tasks/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Tasks' })).toBeNull();
  });
});
