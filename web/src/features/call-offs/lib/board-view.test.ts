import { describe, expect, it } from 'vitest';
import { boardSearch, isFiltered, readBoard } from './board-view';

const TODAY = '2026-12-09';

describe('the board in the address', () => {
  it('reads every filter and writes back only what differs from the defaults', () => {
    const params = new URLSearchParams('view=month&date=2026-12-01&works_id=4&haulier_id=7&customer_id=9&project_id=3&status=failed&status=booked&status=nonsense');
    const state = readBoard(params, TODAY);
    expect(state).toEqual({
      view: 'month',
      date: '2026-12-01',
      worksId: 4,
      haulierId: 7,
      customerId: 9,
      projectId: 3,
      statuses: ['booked', 'failed'],
      page: 1,
    });
    expect(isFiltered(state)).toBe(true);
    expect(boardSearch(state, TODAY).toString()).toBe(
      'view=month&date=2026-12-01&works_id=4&haulier_id=7&customer_id=9&project_id=3&status=booked&status=failed',
    );
  });

  it('falls back to this week, unfiltered, for anything invalid', () => {
    const state = readBoard(new URLSearchParams('view=year&date=2026-13-01&works_id=abc&page=0'), TODAY);
    expect(state).toMatchObject({ view: 'week', date: TODAY, worksId: null, page: 1 });
    expect(isFiltered(state)).toBe(false);
    expect(boardSearch(state, TODAY).toString()).toBe('');
  });
});
