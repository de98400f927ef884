import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADA } from '@/test/render';
import {
  clearSession,
  getSession,
  initSession,
  setCrmView,
  startSession,
  updateSessionProfile,
  useSession,
} from './session';

const stored = () => Object.fromEntries(Object.keys(window.localStorage).map((k) => [k, window.localStorage.getItem(k)]));

describe('session store', () => {
  it('starts with the CRM view defaults written under their own keys', () => {
    window.localStorage.clear();
    const session = initSession();
    expect(stored()).toEqual({ isAuth: 'false', tab: 'customers', page: '1', itemsPerPage: '25' });
    expect(session).toMatchObject({ isAuth: false, userId: null, tab: 'customers', page: 1, itemsPerPage: 25 });
  });

  it('login writes exactly the spec keys, one per field', () => {
    window.localStorage.clear();
    initSession();
    startSession(ADA);
    expect(stored()).toEqual({
      isAuth: 'true',
      userId: '1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      token: 'token-ada',
      role: 'admin',
      tab: 'customers',
      page: '1',
      itemsPerPage: '25',
    });
    expect(getSession()).toMatchObject({ isAuth: true, userId: 1, token: 'token-ada', role: 'admin' });
  });

  it('keeps the state across a reload (read back from localStorage)', () => {
    startSession(ADA);
    setCrmView({ tab: 'suppliers', page: 3, itemsPerPage: 50 });
    expect(initSession()).toMatchObject({ isAuth: true, firstName: 'Ada', tab: 'suppliers', page: 3, itemsPerPage: 50 });
  });

  it('a profile update replaces names, email and phone only', () => {
    startSession(ADA);
    updateSessionProfile({ firstName: 'Augusta', lastName: 'King', email: 'augusta@example.com', phone: '' });
    expect(getSession()).toMatchObject({
      firstName: 'Augusta',
      lastName: 'King',
      email: 'augusta@example.com',
      phone: '',
      token: 'token-ada',
      role: 'admin',
    });
    expect(window.localStorage.getItem('lastName')).toBe('King');
  });

  it('logout clears the user, sets isAuth false and resets the view state', () => {
    startSession(ADA);
    setCrmView({ tab: 'suppliers', page: 4 });
    clearSession();
    expect(stored()).toEqual({ isAuth: 'false', tab: 'customers', page: '1', itemsPerPage: '25' });
    expect(getSession()).toMatchObject({ isAuth: false, userId: null, token: '', firstName: '' });
  });

  it('is not authenticated without a token, whatever isAuth says', () => {
    window.localStorage.setItem('isAuth', 'true');
    expect(initSession().isAuth).toBe(false);
  });

  it('useSession re-renders on change', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.isAuth).toBe(false);
    act(() => startSession(ADA));
    expect(result.current.firstName).toBe('Ada');
    act(() => clearSession());
    expect(result.current.isAuth).toBe(false);
  });
});
