import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { mockFetch } from '@/test/fetch-mock';
import { ADA } from '@/test/render';
import { catchSavedFiles, type SavedFile } from '@/test/saved-files';
import { apiPath, http, NETWORK_ERROR, setUnauthorizedHandler } from './http';
import { getSession, startSession } from './session';

const onUnauthorized = vi.fn();
setUnauthorizedHandler(onUnauthorized);
afterEach(() => onUnauthorized.mockReset());

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
