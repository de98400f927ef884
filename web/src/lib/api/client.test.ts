import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { ADA } from '@/test/render';
import { ApiError, NETWORK_ERROR, setUnauthorizedHandler } from '../http';
import { getSession, startSession } from '../session';
import { api, done, KEEP_SESSION, PUBLIC, unwrap } from './client';
import { postForm } from './form';

const onUnauthorized = vi.fn();
setUnauthorizedHandler(onUnauthorized);
afterEach(() => onUnauthorized.mockReset());

describe('typed client', () => {
  it('prefixes /api, sends JSON with the bearer token and same-origin credentials, answers the data', async () => {
    startSession(ADA);
    const user = { userId: 2, firstName: 'Grace' };
    const { calls } = mockFetch({ 'POST /api/users/add': { status: 201, body: user } });
    const body = { user: { firstName: 'Grace', lastName: 'Hopper', email: 'g@x.io', phone: '', role: 'staff' as const } };
    await expect(unwrap(api.POST('/users/add', { body }))).resolves.toEqual(user);
    expect(calls[0].path).toBe('/api/users/add');
    expect(calls[0].body).toEqual(body);
    expect(calls[0].headers).toMatchObject({
      Authorization: 'Bearer token-ada',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
    expect(calls[0].init.credentials).toBe('same-origin');
  });

  it('fills the path and leaves out empty query parameters, as every other call does', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/customers/all/2': { body: { items: [] } } });
    await unwrap(api.GET('/customers/all/{x}', { params: { path: { x: 2 }, query: { items_per_page: 25, q: '', sort: undefined } } }));
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/customers/all/2?items_per_page=25');
  });

  it('leaves out empty query parameters', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/users/all': { body: { items: [] } } });
    await unwrap(api.GET('/users/all', { params: { query: { page: 2, items_per_page: 25, q: '', sort: undefined } } }));
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/users/all?page=2&items_per_page=25');
  });

  it('repeats a parameter for each value of a list', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/products/export': { body: '' } });
    const query = { category: ['block' as const, 'paver' as const], colour: [], q: 'red' };
    await unwrap(api.GET('/products/export', { params: { query }, parseAs: 'text' }));
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/products/export?category=block&category=paver&q=red');
  });

  it('resolves once a call answered 204 succeeded', async () => {
    mockFetch({ 'DELETE /api/notifications/4': { status: 204 } });
    await expect(done(api.DELETE('/notifications/{id}', { params: { path: { id: 4 } } }))).resolves.toBeUndefined();
  });

  it('throws an ApiError with the status, detail and field errors', async () => {
    mockFetch({
      'POST /api/users/edit': {
        status: 422,
        body: { detail: 'Some fields need your attention.', errors: [{ field: 'email', message: 'Please enter a valid email' }] },
      },
    });
    const user = { userId: 2, firstName: 'G', lastName: 'H', email: 'x', phone: '', role: 'staff' as const, active: true, version: 1 };
    const body = { user };
    const error = await unwrap(api.POST('/users/edit', { body })).catch((e: unknown) => e);
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
    await expect(unwrap(api.GET('/users/all'))).rejects.toMatchObject({ status: 401 });
    expect(getSession().isAuth).toBe(false);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('isAuth')).toBe('false');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 401 on a call that keeps the session (login) is left to the caller', async () => {
    startSession(ADA);
    mockFetch({ 'PUT /api/auth/login': { status: 401, body: { detail: 'Incorrect email or password.' } } });
    const body = { email: 'ada@x.io', password: 'wrong' };
    await expect(unwrap(api.PUT('/auth/login', { body, ...KEEP_SESSION }))).rejects.toMatchObject({
      detail: 'Incorrect email or password.',
    });
    expect(getSession().isAuth).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a public call sends no token with a session open, and its 401 keeps the session', async () => {
    startSession(ADA);
    const { calls } = mockFetch({ 'GET /api/quotes/public/abc': { status: 401, body: { detail: 'No.' } } });
    await expect(unwrap(api.GET('/quotes/public/{id}', { params: { path: { id: 'abc' } }, ...PUBLIC }))).rejects.toMatchObject({
      status: 401,
    });
    expect(calls[0].headers).not.toHaveProperty('Authorization');
    expect(getSession().isAuth).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a network failure into a readable error, and keeps a cancel an AbortError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(unwrap(api.GET('/health'))).rejects.toMatchObject({ status: 0, detail: NETWORK_ERROR });

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('Stopped.', 'AbortError')));
    await expect(unwrap(api.GET('/health'))).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('says the file is too large when a proxy refuses a body without an ErrorOut', async () => {
    mockFetch({ 'PUT /api/auth/login': { status: 413, body: '<html>413</html>' } });
    await expect(unwrap(api.PUT('/auth/login', { body: { email: 'a', password: 'b' } }))).rejects.toMatchObject({
      status: 413,
      detail: 'This file is too large to upload.',
    });
  });
});

describe('typed multipart posts', () => {
  it('fills the path, sends the fields as FormData with the token and answers the parsed JSON', async () => {
    startSession(ADA);
    const { calls } = mockFetch({ 'POST /api/crm/import/contacts': { body: { total: 4 } } });
    const file = new File(['a,b'], 'people.csv', { type: 'text/csv' });
    await expect(
      postForm('/crm/import/{kind}', { file, mapping: '{}', dry_run: true }, { path: { kind: 'contacts' } }),
    ).resolves.toEqual({ total: 4 });
    const form = calls[0].init.body;
    expect(form).toBeInstanceOf(FormData);
    expect(form instanceof FormData && form.get('dry_run')).toBe('true');
    expect(form instanceof FormData && form.get('file')).toBeInstanceOf(File);
    expect(calls[0].headers).toMatchObject({ Authorization: 'Bearer token-ada' });
  });
});
