import { describe, expect, it } from 'vitest';
import { parentListPath } from './links';

describe('the list an address belongs in (where Go back goes when the tab opened on it)', () => {
  it.each([
    ['/customers/999999x', '/crm?tab=customers'],
    ['/customer/12', '/crm?tab=customers'],
    ['/supplier/abc', '/crm?tab=suppliers'],
    ['/companys/4', '/crm?tab=companies'],
    ['/companies', '/crm?tab=companies'],
    ['/contacts/7/edit', '/crm?tab=contacts'],
    ['/addresses/site', '/crm'],
    ['/quotes/editr/12', '/quotes'],
    ['/supplier-quotes/editr/3', '/supplier-quotes'],
    ['/projects/12', '/projects'],
    ['/Products/IB-501', '/products'],
    ['/tasks/9', '/taskpad'],
    ['/call-offs/x/y', '/call-offs'],
  ])('%s → %s', (address, list) => {
    expect(parentListPath(address)).toBe(list);
  });

  it('is Home for an address that names no kind of record', () => {
    expect(parentListPath('/no-such-page')).toBe('/');
    expect(parentListPath('/')).toBe('/');
    expect(parentListPath('/quotesx')).toBe('/');
  });
});
