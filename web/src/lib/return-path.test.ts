import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginStateFor, safeReturnPath } from './return-path';

describe('the path logging in returns to', () => {
  it.each([
    ['/quotes/editor/13', '/quotes/editor/13'],
    ['/crm?tab=suppliers&q=ib', '/crm?tab=suppliers&q=ib'],
    ['/projects/view/4#notes', '/projects/view/4#notes'],
  ])('keeps a path of the app with its search and hash: %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/crm',
    'https://evil.com/crm',
    'http://localhost/crm',
    'javascript:alert(1)',
    '/\\evil.com',
    '/crm\u0000',
    '\t//evil.com',
    'crm',
    '',
    '/login',
    '/login?next=/crm',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath({ pathname: '/crm' })).toBeNull();
  });

  it('takes the router state first, then ?next=, else Home', () => {
    expect(afterLoginPath({ from: '/crm?tab=others' }, '?next=/products')).toBe('/crm?tab=others');
    expect(afterLoginPath(null, '?next=%2Fproducts%3Fq%3Dred')).toBe('/products?q=red');
    expect(afterLoginPath({ from: 'https://evil.com' }, '?next=//evil.com')).toBe('/');
    expect(afterLoginPath(undefined, '')).toBe('/');
  });

  it('records the screen with its search and hash, but not Home', () => {
    expect(loginStateFor({ pathname: '/quotes', search: '?status=sent', hash: '#top' })).toEqual({ from: '/quotes?status=sent#top' });
    expect(loginStateFor({ pathname: '/', search: '', hash: '' })).toEqual({});
  });
});
