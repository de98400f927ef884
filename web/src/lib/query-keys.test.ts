import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CRM_ROOTS, queryKeys } from './query-keys';

/** Whether invalidating `filter` would reach the query cached under `key` (TanStack's prefix match). */
const reaches = (filter: readonly unknown[], key: readonly unknown[]) => partialMatchKey(key, filter);

describe('query keys', () => {
  it("a resource's root reaches its lists, searches, records and their views, and nothing else", () => {
    const views = [
      queryKeys.customers.list({ page: 1 }),
      queryKeys.customers.search('calder'),
      queryKeys.customers.detail(5),
      queryKeys.notes({ type: 'customer', id: 5 }),
      queryKeys.activity({ type: 'customer', id: 5 }),
    ];
    for (const key of views) expect(reaches(queryKeys.customers.all, key)).toBe(true);
    expect(reaches(queryKeys.customers.all, queryKeys.suppliers.detail(5))).toBe(false);
    expect(reaches(queryKeys.customers.detail(5), queryKeys.files({ type: 'customer', id: 5 }))).toBe(true);
    expect(reaches(queryKeys.customers.detail(5), queryKeys.customers.detail(6))).toBe(false);
  });

  it('a list never reaches a record: refreshing lists leaves records (and answers cached into them) alone', () => {
    expect(reaches(queryKeys.assistant.conversations(), queryKeys.assistant.conversation(9))).toBe(false);
    expect(reaches(queryKeys.customers.lists(), queryKeys.customers.detail(5))).toBe(false);
    expect(reaches(queryKeys.quotes.lists(), queryKeys.quotes.version(3, null))).toBe(false);
  });

  it('a CRM change reaches every kind of organisation, contacts, addresses and cross-kind views', () => {
    const keys = [
      queryKeys.organisation('company').detail(2),
      queryKeys.contacts.list({ kind: 'customer', id: 5, archived: false }),
      queryKeys.addresses.detail(4),
      queryKeys.organisations.search('cal'),
    ];
    for (const key of keys) expect(CRM_ROOTS.some((root) => reaches(root, key))).toBe(true);
    expect(CRM_ROOTS.some((root) => reaches(root, queryKeys.products.detail(1)))).toBe(false);
  });
});
