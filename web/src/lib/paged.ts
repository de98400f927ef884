/** Lists that come whole (`GET /contacts/customer/{id}`) or a page at a time, read the same way. */
export type Paged<T> = { items: T[]; total: number; page: number; items_per_page: number };

export const whole = <T>(items: T[]): Paged<T> => ({ items, total: items.length, page: 1, items_per_page: items.length });

/** The next page to ask for, or undefined once everything is loaded. */
export function nextPage<T>(last: Paged<T>): number | undefined {
  return last.page * last.items_per_page < last.total ? last.page + 1 : undefined;
}
