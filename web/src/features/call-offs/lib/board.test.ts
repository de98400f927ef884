import { describe, expect, it } from 'vitest';
import { cardsByDay, loadsPerWorks, type BoardCard } from './board';

const card = (overrides: Partial<BoardCard>): BoardCard => ({
  scheduleId: 1,
  number: 'CO-000001',
  day: '2026-12-07',
  dayKind: 'booked',
  status: 'booked',
  window: 'any',
  orderId: 1,
  orderNumber: 'O-000001',
  customer: 'Calder Homes',
  site: 'Otley',
  works: 'Ibstock',
  haulier: '',
  plots: '',
  summary: '',
  pallets: 10,
  weightKg: null,
  vehicle: 'artic',
  offload: '',
  contact: '',
  movable: true,
  version: 1,
  ...overrides,
});

describe('board counts', () => {
  it('groups cards by day, AM before PM before any time', () => {
    const days = cardsByDay([
      card({ scheduleId: 1, number: 'CO-3', window: 'any' }),
      card({ scheduleId: 2, number: 'CO-2', window: 'pm' }),
      card({ scheduleId: 3, number: 'CO-1', window: 'am' }),
      card({ scheduleId: 4, day: '2026-12-08' }),
    ]);
    expect(days.get('2026-12-07')?.map((c) => c.number)).toEqual(['CO-1', 'CO-2', 'CO-3']);
    expect(days.get('2026-12-08')).toHaveLength(1);
  });

  it('counts loads and pallets per works, leaving out cancelled and failed loads', () => {
    expect(
      loadsPerWorks([
        card({ works: 'Ibstock', pallets: 20 }),
        card({ works: 'Ibstock', pallets: 2 }),
        card({ works: 'Wienerberger', pallets: null }),
        card({ works: 'Wienerberger', status: 'cancelled' }),
        card({ works: '', status: 'failed' }),
        card({ works: '' }),
      ]),
    ).toEqual([
      { works: 'Ibstock', loads: 2, pallets: 22 },
      { works: 'No works yet', loads: 1, pallets: 10 },
      { works: 'Wienerberger', loads: 1, pallets: 0 },
    ]);
  });
});
