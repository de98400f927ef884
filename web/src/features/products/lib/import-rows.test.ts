import { describe, expect, it } from 'vitest';
import type { ProductImportReport } from '@/lib/api/types';
import { initialMapping } from '@/lib/import-mapping';
import { addReports } from '@/lib/import-report';
import { pricePreview } from '../test-fixtures';
import { buildRows, checkMapping, chunks, rejectedFileName, rejectedRowsCsv } from './import-rows';

const EMPTY_REPORT: ProductImportReport = { dry_run: false, total: 0, created: 0, updated: 0, unchanged: 0, rejected: 0, rows: [] };

describe('price list rows', () => {
  it('become the import’s rows: mapped cells under their fields, blank cells left out, numbered as in the file', () => {
    const preview = pricePreview(3);
    const mapping = { ...initialMapping(preview), Unit: null };
    expect(buildRows(preview, mapping)).toEqual([
      { row: 2, code: 'KW-1', name: 'Kilnworth Red 1', colour: 'Red', cost_price: '400.00', list_price: '520.00' },
      { row: 3, code: 'KW-2', name: 'Kilnworth Red 2', cost_price: '400.00', list_price: '520.00' },
      { row: 4, code: 'KW-3', name: 'Kilnworth Red 3', colour: 'Red', cost_price: '12.345', list_price: '520.00' },
    ]);
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('need the required fields, one column per field, and a supplier for every row', () => {
    const { fields } = pricePreview();
    const mapping = { SKU: 'code', Description: 'name', Unit: 'selling_unit', Net: 'cost_price', Sell: 'cost_price' };
    const check = checkMapping(fields, mapping, false);
    expect(check.ok).toBe(false);
    expect(check.columnErrors).toEqual({
      Net: 'Cost price is also chosen for “Sell”',
      Sell: 'Cost price is also chosen for “Net”',
    });
    expect(check.problems).toEqual([
      'Choose the column that holds the list price',
      'Choose the supplier of this price list, or the column that names each row’s supplier',
    ]);
    expect(checkMapping(fields, { ...mapping, Sell: 'list_price' }, true).ok).toBe(true);
    expect(checkMapping(fields, { ...mapping, Sell: 'list_price', Colour: 'supplier' }, false).ok).toBe(true);
  });

  it('add up the reports of several calls, rejected rows first', () => {
    const a = { ...EMPTY_REPORT, total: 2, created: 1, rejected: 1, rows: [
      { row: 3, action: 'reject' as const, key: 'x', product_id: null, errors: [] },
      { row: 2, action: 'create' as const, key: 'y', product_id: 1, errors: [] },
    ] };
    const b = { ...EMPTY_REPORT, total: 2, updated: 1, unchanged: 1, rows: [
      { row: 4, action: 'update' as const, key: 'z', product_id: 2, errors: [] },
      { row: 5, action: 'unchanged' as const, key: 'w', product_id: 3, errors: [] },
    ] };
    const sum = addReports<ProductImportReport>(a, b);
    expect(sum).toMatchObject({ total: 4, created: 1, updated: 1, unchanged: 1, rejected: 1 });
    expect(sum.rows.map((row) => row.row)).toEqual([3, 2, 4, 5]);
  });

  it('rejected, go back out as the file’s own columns with what was wrong', () => {
    const preview = pricePreview(3);
    const report = {
      ...EMPTY_REPORT,
      dry_run: true,
      rows: [{ row: 4, action: 'reject' as const, key: 'KW-3', product_id: null, errors: [{ field: 'cost_price', message: 'Enter at most 2 decimal places' }] }],
    };
    expect(rejectedRowsCsv(preview, report)).toBe(
      '\uFEFFSKU,Description,Colour,Unit,Net,Sell,Import problems\r\n' +
        'KW-3,Kilnworth Red 3,Red,"per 1,000",12.345,520.00,Cost price: Enter at most 2 decimal places\r\n',
    );
    expect(rejectedFileName('Ibstock prices.CSV')).toBe('Ibstock prices-rejected.csv');
  });
});
