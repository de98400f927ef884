/** The board's cards and what it counts per day: independent of the API's row shape (see ../api/flat.ts toCard). */

export type BoardCard = {
  scheduleId: number;
  number: string;
  /** The day the card sits on: confirmed, else booked, else requested. */
  day: string;
  /** Which date that is, for the move's wording and body. */
  dayKind: 'confirmed' | 'booked' | 'requested';
  status: string;
  window: string;
  orderId: number;
  orderNumber: string;
  customer: string;
  site: string;
  works: string;
  haulier: string;
  /** "Plots 12, 14" or '' when the order has no plots. */
  plots: string;
  /** "8,000 bricks Red Multi · 2 pallets". */
  summary: string;
  pallets: number | null;
  weightKg: number | null;
  vehicle: string;
  offload: string;
  contact: string;
  /** Whether staff may still move it to another day (not delivered, cancelled…). */
  movable: boolean;
  version: number;
};

/** A day of the month board as the server counts it: not every call-off, only its first few as cards. */
export type MonthDay = {
  day: string;
  /** Every call-off planned that day (matching the filters). */
  count: number;
  statuses: { status: string; count: number }[];
  /** Pallets leaving that day (cancelled loads left out). */
  pallets: number;
  cards: BoardCard[];
};

export type WorksLoad = { works: string; loads: number; pallets: number };

/** The cards of each day, in window order (AM, PM, any) then by number. */
export function cardsByDay(cards: readonly BoardCard[]): Map<string, BoardCard[]> {
  const days = new Map<string, BoardCard[]>();
  const order = (card: BoardCard) => ['am', 'pm', 'any'].indexOf(card.window);
  for (const card of [...cards].sort((a, b) => order(a) - order(b) || a.number.localeCompare(b.number))) {
    const list = days.get(card.day) ?? [];
    list.push(card);
    days.set(card.day, list);
  }
  return days;
}

/** Loads and pallets leaving each works on a day (cancelled and failed loads do not leave), busiest first. */
export function loadsPerWorks(cards: readonly BoardCard[]): WorksLoad[] {
  const works = new Map<string, WorksLoad>();
  for (const card of cards) {
    if (card.status === 'cancelled' || card.status === 'failed') continue;
    const name = card.works || 'No works yet';
    const entry = works.get(name) ?? { works: name, loads: 0, pallets: 0 };
    entry.loads += 1;
    entry.pallets += card.pallets ?? 0;
    works.set(name, entry);
  }
  return [...works.values()].sort((a, b) => b.loads - a.loads || a.works.localeCompare(b.works));
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
