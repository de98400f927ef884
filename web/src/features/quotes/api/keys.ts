/**
 * Every quote and order query key starts with 'quotes', so any change to a quote or an order refreshes the
 * lists, the stats and the records: `['quotes', 'list', params]`, `['quotes', 'detail', id, …]`,
 * `['quotes', 'stats', params]`, `['quotes', 'orders', params]`, `['quotes', 'order', id]`.
 * Invalidate `quoteKeys.all` after any change; `quoteKeys.detail(id)` covers one quote's queries
 * (add suffixes such as version, history or comments after it).
 */
const all = ['quotes'] as const;

export const quoteKeys = {
  all,
  /** Every quote list (any parameters). */
  lists: () => [...all, 'list'] as const,
  list: <P extends object>(params: P) => [...all, 'list', params] as const,
  /** One quote's queries; append a suffix for a version, the history, comments… */
  detail: (quoteId: number) => [...all, 'detail', quoteId] as const,
  stats: <P extends object>(params: P) => [...all, 'stats', params] as const,
  /** Every order list (any parameters) when called without arguments. */
  orders: <P extends object>(params?: P) =>
    params === undefined ? ([...all, 'orders'] as const) : ([...all, 'orders', params] as const),
  order: (orderId: number) => [...all, 'order', orderId] as const,
};
