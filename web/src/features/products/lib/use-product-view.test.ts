import { describe, expect, it } from 'vitest';
import { readView, toQuery, writeView } from './use-product-view';

describe('the product list’s address', () => {
  it('holds the search, filters, sort and page, and reads back the same', () => {
    const params = new URLSearchParams(
      'q=red&supplier=9&supplier=12&category=facing_brick&colour=Red&colour=Buff&unit=per_1000&status=active&min_price=£1,000&max_price=1500.50&sort=-list_price&page=3&items_per_page=50',
    );
    const view = readView(params);
    expect(view).toEqual({
      q: 'red',
      suppliers: [9, 12],
      categories: ['facing_brick'],
      colours: ['Red', 'Buff'],
      units: ['per_1000'],
      status: 'active',
      minPrice: '1000',
      maxPrice: '1500.50',
      sort: '-list_price',
      page: 3,
      itemsPerPage: 50,
    });
    expect(readView(writeView(view))).toEqual(view);
    expect(toQuery(view)).toMatchObject({ supplier_ids: [9, 12], min_list_price: '1000', max_list_price: '1500.50', page: 3 });
  });

  it('ignores what the API would refuse', () => {
    const view = readView(new URLSearchParams('category=bricks&unit=crate&status=gone&sort=colour&page=-2&items_per_page=7&supplier=x&min_price=cheap'));
    expect(view).toMatchObject({ categories: [], units: [], status: null, sort: 'name', page: 1, itemsPerPage: 25, suppliers: [], minPrice: '' });
    expect(writeView(view).toString()).toBe('');
  });
});
