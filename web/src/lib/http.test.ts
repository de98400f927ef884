import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { mockFetch } from '@/test/fetch-mock';
import { ADA } from '@/test/render';
import { catchSavedFiles, type SavedFile } from '@/test/saved-files';
import { ApiError, apiPath, http, NETWORK_ERROR, setUnauthorizedHandler } from './http';
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

  it('repeats a parameter for each value of a list', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/products/export': { body: '' } });
    await http.get('/products/export', { query: { category: ['block', 'paver'], colour: [], q: 'red' } });
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/products/export?category=block&category=paver&q=red');
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

  it('a public call (auth: false) sends no token with a session open, and its 401 keeps the session', async () => {
    startSession(ADA);
    const { calls } = mockFetch({ 'GET /api/quotes/public/abc': { status: 401, body: { detail: 'No.' } } });
    await expect(http.get('/quotes/public/abc', { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(calls[0].headers).not.toHaveProperty('Authorization');
    expect(getSession().isAuth).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a network failure into a readable error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(http.get('/health')).rejects.toMatchObject({ status: 0, detail: NETWORK_ERROR });
  });
});

describe('multipart posts', () => {
  it('sends the FormData as it is (the browser sets the multipart type) and answers the parsed JSON', async () => {
    startSession(ADA);
    const { calls } = mockFetch({ 'POST /api/crm/import/contacts': { body: { total: 4 } } });
    const form = new FormData();
    form.append('dry_run', 'true');
    await expect(http.postForm('/crm/import/contacts', form)).resolves.toEqual({ total: 4 });
    expect(calls[0].init.body).toBe(form);
    expect(calls[0].headers).toMatchObject({ Authorization: 'Bearer token-ada', Accept: 'application/json' });
    expect(calls[0].headers['Content-Type']).toBeUndefined();
  });

  it('a 401 ends the session like any other call', async () => {
    startSession(ADA);
    mockFetch({ 'POST /api/crm/import/contacts': { status: 401, body: { detail: 'Please log in to continue.' } } });
    await expect(http.postForm('/crm/import/contacts', new FormData())).rejects.toMatchObject({ status: 401 });
    expect(getSession().isAuth).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('uploads with progress', () => {
  let xhr: typeof FakeXhr;
  beforeEach(() => {
    xhr = FakeXhr.install();
  });

  it('posts the form with the token, reports progress and answers the parsed JSON', async () => {
    startSession(ADA);
    const progress: number[] = [];
    const form = new FormData();
    const done = http.upload('/others/file/insert', form, { onProgress: (f) => progress.push(f) });
    const [request] = xhr.sent;
    expect(request).toMatchObject({ method: 'POST', url: '/api/others/file/insert', body: form });
    expect(request.headers).toMatchObject({ Authorization: 'Bearer token-ada', Accept: 'application/json' });
    request.progress(512, 2048);
    request.respond(201, { file_id: 9 });
    await expect(done).resolves.toEqual({ file_id: 9 });
    expect(progress).toEqual([0.25, 1]);
  });

  it('throws an ApiError with the field errors, as JSON calls do', async () => {
    const done = http.upload('/others/file/insert', new FormData());
    xhr.sent[0].respond(422, { detail: 'Check the file.', errors: [{ field: 'file', message: 'Not a PDF' }] });
    await expect(done).rejects.toMatchObject({ status: 422, detail: 'Check the file.', errors: [{ field: 'file', message: 'Not a PDF' }] });
  });

  it('says the file is too large when a proxy refuses it without an ErrorOut', async () => {
    const done = http.upload('/others/file/insert', new FormData());
    const request = xhr.sent[0];
    request.status = 413;
    request.responseText = '<html>413 Request Entity Too Large</html>';
    request.onload?.();
    await expect(done).rejects.toMatchObject({ status: 413, detail: 'This file is too large to upload.' });
  });

  it('a 401 clears the session and sends the user to /login', async () => {
    startSession(ADA);
    const done = http.upload('/others/file/insert', new FormData());
    xhr.sent[0].respond(401, { detail: 'Please log in to continue.' });
    await expect(done).rejects.toMatchObject({ status: 401 });
    expect(getSession().isAuth).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into a readable error, and a cancel into an AbortError', async () => {
    const failed = http.upload('/others/file/insert', new FormData());
    xhr.sent[0].onerror?.();
    await expect(failed).rejects.toMatchObject({ status: 0, detail: NETWORK_ERROR });

    const controller = new AbortController();
    const cancelled = http.upload('/others/file/insert', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('downloads', () => {
  let saved: SavedFile[] = [];
  beforeEach(() => {
    saved = catchSavedFiles('blob:file');
  });

  it('saves the file under the name the server sent, with the token', async () => {
    startSession(ADA);
    const { calls } = mockFetch({
      'GET /api/crm/export/customers': {
        body: 'Name',
        headers: { 'Content-Disposition': "attachment; filename*=utf-8''Kunden%20%C3%BC.csv" },
      },
    });
    await expect(http.download('/crm/export/customers', { query: { q: 'leeds' }, filename: 'fallback.csv' })).resolves.toBe(
      'Kunden ü.csv',
    );
    expect(calls[0].headers).toMatchObject({ Authorization: 'Bearer token-ada' });
    expect(String(vi.mocked(fetch).mock.calls[0][0])).toBe('/api/crm/export/customers?q=leeds');
    expect(saved).toEqual([{ href: 'blob:file', download: 'Kunden ü.csv' }]);
  });

  it('reads a plain filename, and falls back to the given name when there is none', async () => {
    mockFetch({
      'GET /api/files/4/download': { body: 'PDF', headers: { 'Content-Disposition': 'attachment; filename="plan.pdf"' } },
      'GET /api/files/5/download': { body: 'PDF' },
    });
    await expect(http.download(apiPath('/api/files/4/download'), { filename: 'x.pdf' })).resolves.toBe('plan.pdf');
    await expect(http.download('/files/5/download', { filename: 'scan.pdf' })).resolves.toBe('scan.pdf');
    expect(saved.map((s) => s.download)).toEqual(['plan.pdf', 'scan.pdf']);
  });

  it('throws the ApiError and handles a 401 like JSON calls, saving nothing', async () => {
    startSession(ADA);
    mockFetch({
      'GET /api/files/4/download': { status: 404, body: { detail: 'The file was not found.' } },
      'GET /api/files/5/download': { status: 401, body: { detail: 'Please log in to continue.' } },
    });
    await expect(http.download('/files/4/download', { filename: 'a' })).rejects.toMatchObject({
      status: 404,
      detail: 'The file was not found.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(http.download('/files/5/download', { filename: 'a' })).rejects.toMatchObject({ status: 401 });
    expect(getSession().isAuth).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(saved).toHaveLength(0);
  });
});
