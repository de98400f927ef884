import { describe, expect, it } from 'vitest';
import { kindLabel, kindsLabel } from './kinds';

describe('kind labels', () => {
  it('names an order card as an order, not as its customer', () => {
    expect(kindLabel('order')).toBe('Order');
    expect(kindLabel('customer')).toBe('Customer');
    expect(kindsLabel('call_off')).toBe('Call-offs');
  });

  it('names a notification card as a notification', () => {
    expect(kindLabel('notification')).toBe('Notification');
  });
});
