import { describe, expect, it } from 'vitest';
import { implausibleQuantity, pricedPer, quantityLabel } from './units';

describe('quantities with what they count', () => {
  it('writes a quantity as every screen does: bricks for a price per 1,000', () => {
    expect(quantityLabel('48000.000', 'per_1000')).toBe('48,000 bricks');
    expect(quantityLabel('1', 'per_1000')).toBe('1 brick');
    expect(quantityLabel('40.500', 'm2')).toBe('40.5 m²');
    expect(quantityLabel('2.5', 'tonne')).toBe('2.5 tonnes');
    expect(quantityLabel('1.000', 'pack')).toBe('1 pack');
    expect(quantityLabel('600.000', 'each')).toBe('600');
  });

  it('divides a price per 1,000 only', () => {
    expect(pricedPer('per_1000')).toBe(1000);
    expect(pricedPer('each')).toBe(1);
    expect(pricedPer('m2')).toBe(1);
  });

  it('finds a quantity more than one line plausibly holds', () => {
    expect(implausibleQuantity('1000000', 'per_1000')).toBe(false);
    expect(implausibleQuantity('1000001', 'per_1000')).toBe(true);
    expect(implausibleQuantity('48000000', 'per_1000')).toBe(true);
    expect(implausibleQuantity('6000', 'tonne')).toBe(true);
    expect(implausibleQuantity('48', 'tonne')).toBe(false);
  });
});
