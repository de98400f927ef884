import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BoardOut } from '@/lib/api/types';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { board, project } from '../testing/fixtures';

const ORDER = ['Lead', 'Tender', 'Won', 'On site', 'Complete', 'Lost'];

/** The board as the API used to send it: Lost between Won and On site. */
function oldOrder(data: BoardOut): BoardOut {
  const at = (stage: string) => data.columns.find((c) => c.stage === stage)!;
  return { columns: ['lead', 'tender', 'won', 'lost', 'on_site', 'complete'].map(at) };
}

describe('the project board', () => {
  it('puts the columns in the order work goes, Lost last, whatever order they come in', async () => {
    logIn();
    const data = oldOrder(board({ won: [project(1, { name: 'Elland Road' })], lost: [project(2, { name: 'Holbeck Yard' })] }));
    mockFetch({ 'GET /api/notifications/1': { body: [] }, 'GET /api/projects/board': { body: data } });
    renderRoute({ path: '/projects/' });
    const group = await screen.findByRole('group', { name: 'Project board' }, { timeout: 10_000 });
    await waitFor(() => expect(within(group).getAllByRole('region')).toHaveLength(6));
    const headings = within(group).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(ORDER);

    // A card's "Move to…" menu lists the other stages in the same order.
    const card = within(group).getByRole('article', { name: /Elland Road/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Move Elland Road' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent).filter((text) => text?.startsWith('Move to'));
    expect(items).toEqual(['Move to Lead', 'Move to Tender', 'Move to On site', 'Move to Complete', 'Move to Lost']);
  });
});
