import { describe, expect, it } from 'vitest';
import { isActive, NAV_ITEMS } from './nav-items';

const entry = (label: string) => {
  const item = NAV_ITEMS.find((candidate) => candidate.label === label);
  if (!item) throw new Error(`No entry ${label}`);
  return item;
};
const current = (pathname: string) => NAV_ITEMS.filter((item) => isActive(item, pathname)).map((item) => item.label);

describe('the current drawer entry', () => {
  it('Home only on /', () => {
    expect(current('/')).toEqual(['Home']);
    expect(isActive(entry('Home'), '/users')).toBe(false);
  });

  it('CRM on the list and on every record and form screen opened from it', () => {
    for (const pathname of [
      '/crm',
      '/customer',
      '/supplier',
      '/other',
      '/company',
      '/contact',
      '/address/customer/12',
      '/address/company/3',
      '/company/new',
      '/contacts/new',
      '/addresses/new',
      '/projects/',
      '/projects/new',
      '/projects/view/7',
    ]) {
      expect(current(pathname), pathname).toEqual(['CRM']);
    }
  });

  it('Products on the list, the new product form and every product', () => {
    for (const pathname of ['/products', '/products/new', '/products/42']) {
      expect(current(pathname), pathname).toEqual(['Products']);
    }
    expect(isActive(entry('Products'), '/productsx')).toBe(false);
  });

  it('not on screens that merely start with the same letters', () => {
    for (const pathname of ['/customers', '/suppliers', '/others', '/companys', '/contacts', '/addresses', '/crmx', '/supplier-quotes']) {
      expect(isActive(entry('CRM'), pathname), pathname).toBe(false);
    }
    expect(current('/supplier-quotes')).toEqual(['Supplier Quotes & Orders']);
    expect(current('/users')).toEqual(['Users']);
  });
});
