import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { ADA } from '@/test/render';
import { ApiError, http, NETWORK_ERROR, setUnauthorizedHandler } from './http';
import { getSession, startSession } from './session';

const onUnauthorized = vi.fn();
setUnauthorizedHandler(onUnauthorized);
afterEach(() => onUnauthorized.mockReset());

describe('http client', () => {
  it('prefixes /api, sends JSON with the bearer token and same-origin credentials', async () => {
    startSession(ADA);
    const { calls } = mockFetch({ 'POST /api/users/add': { status: 201, body: { userId: 2 } } });
    const result = await http.post<{ userId: number }>('/users/add', { user: { firstName: 'Grace' } });
    expect(result).toEqual({ userId: 2 });
    expect(calls[0].path).toBe('/api/users/add');
    expect(calls[0].body).toEqual({ user: { firstName: 'Grace' } });
    expect(calls[0].headers).toMatchObject({ Authorization: 'Bearer token-ada', 'Content-Type': 'application/json' });
    expect(calls[0].init.credentials).toBe('same-origin');
  });

  it('leaves out empty query parameters', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/users/all': { body: { items: [] } } });
    await http.get('/users/all', { query: { page: 2, items_per_page: 25, q: '', sort: undefined } });
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/users/all?page=2&items_per_page=25');
  });

  it('answers undefined for 204', async () => {
    mockFetch({ 'DELETE /api/notifications/4': { status: 204 } });
    await expect(http.delete('/notifications/4')).resolves.toBeUndefined();
  });

  it('throws an ApiError with the status, detail and field errors', async () => {
    mockFetch({
      'POST /api/users/edit': {
        status: 422,
        body: { detail: 'Some fields need your attention.', errors: [{ field: 'email', message: 'Please enter a valid email' }] },
      },
    });
    const error = await http.post('/users/edit', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      detail: 'Some fields need your attention.',
      errors: [{ field: 'email', message: 'Please enter a valid email' }],
    });
  });

  it('a 401 clears the session and sends the user to /login', async () => {
    startSession(ADA);
    mockFetch({ 'GET /api/users/all': { status: 401, body: { detail: 'Please log in to continue.' } } });
    await expect(http.get('/users/all')).rejects.toMatchObject({ status: 401 });
    expect(getSession().isAuth).toBe(false);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('isAuth')).toBe('false');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 401 on a call that allows it (login) keeps the session and does not redirect', async () => {
    startSession(ADA);
    mockFetch({ 'PUT /api/auth/login': { status: 401, body: { detail: 'Incorrect email or password.' } } });
    await expect(http.put('/auth/login', {}, { allowUnauthorized: true })).rejects.toMatchObject({
      detail: 'Incorrect email or password.',
    });
    expect(getSession().isAuth).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a network failure into a readable error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(http.get('/health')).rejects.toMatchObject({ status: 0, detail: NETWORK_ERROR });
  });
});
