import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { snackbarStore } from '@/lib/snackbar';
import { FakeXhr } from '@/test/fake-xhr';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { file, organisation, stats } from '../testing/fixtures';

const base = {
  'GET /api/notifications/1': { body: [] },
  'GET /api/others/3': { body: organisation({ id: 3, kind: 'other', name: 'Whitfield Architects', account_number: '' }) },
  'GET /api/others/stats/3': { body: stats() },
};

async function openFiles(routes: Parameters<typeof mockFetch>[0]) {
  logIn();
  const xhr = FakeXhr.install();
  const api = mockFetch({ ...base, ...routes });
  renderRoute({ path: '/other?id=3&tab=files' });
  await screen.findByRole('heading', { level: 1, name: 'Whitfield Architects' }, { timeout: 30_000 });
  return { api, xhr };
}

const pdf = (name = 'site-plan.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('files', () => {
  it('lists files and links with name, size, uploader and date', async () => {
    await openFiles({
      'GET /api/others/file/3': {
        body: [
          file(2, { name: 'Elevations.pdf', size_bytes: 1_572_864 }),
          file(1, { name: 'Shared drive', kind: 'link', url: 'https://drive.example/x', download_url: null, size_bytes: 0 }),
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Files' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Elevations\.pdf.*1\.5 MB.*Ada Lovelace.*20 Nov 2025/);
    expect(within(rows[2]).getByRole('link', { name: 'Shared drive' })).toHaveAttribute('href', 'https://drive.example/x');
    expect(within(rows[2]).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('uploads a chosen file with a progress bar, then shows it in the list', async () => {
    let files = [file(1)];
    const { xhr } = await openFiles({ 'GET /api/others/file/3': () => ({ body: files }) });
    await screen.findByRole('table', { name: 'Files' });
    await userEvent.upload(screen.getByLabelText('Choose files'), pdf());

    expect(xhr.sent).toHaveLength(1);
    const request = xhr.sent[0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/others/file/insert');
    expect(request.headers.Authorization).toBe('Bearer token-ada');
    expect(request.body?.get('related_id')).toBe('3');
    expect((request.body?.get('file') as File).name).toBe('site-plan.pdf');

    const bar = await screen.findByRole('progressbar', { name: 'Uploading site-plan.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    request.progress(512, 2048);
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25%')).toBeInTheDocument();

    files = [file(9, { name: 'site-plan.pdf' }), ...files];
    request.respond(201, files[0]);
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: /Uploading/ })).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Download site-plan.pdf' })).toBeInTheDocument();
    expect(snackbarStore.get().message).toBe('site-plan.pdf was uploaded.');
  });

  it('keeps a progress bar per file when several upload at once', async () => {
    const { xhr } = await openFiles({ 'GET /api/others/file/3': { body: [] } });
    await userEvent.upload(await screen.findByLabelText('Choose files'), [pdf('a.pdf'), pdf('b.pdf')]);
    expect(xhr.sent).toHaveLength(2);
    xhr.sent[1].progress(1024, 2048);
    expect(screen.getByRole('progressbar', { name: 'Uploading b.pdf' })).toHaveAttribute('aria-valuenow', '50');
    xhr.sent[0].respond(201, file(7, { name: 'a.pdf' }));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Uploading a.pdf' })).not.toBeInTheDocument());
    expect(screen.getByRole('progressbar', { name: 'Uploading b.pdf' })).toBeInTheDocument();
    xhr.sent[1].respond(201, file(8, { name: 'b.pdf' }));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Uploading b.pdf' })).not.toBeInTheDocument());
  });

  it('shows why an upload was refused, and refuses files over 25 MB before sending them', async () => {
    const { xhr } = await openFiles({ 'GET /api/others/file/3': { body: [] } });
    expect(await screen.findByText(/No files yet/)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Choose files'), pdf('notes.pdf'));
    xhr.sent[0].respond(422, {
      detail: 'x',
      errors: [{ field: 'file', message: "The file's content is not a .pdf file" }],
    });
    expect(await screen.findByText("notes.pdf: The file's content is not a .pdf file")).toBeInTheDocument();

    const huge = pdf('huge.pdf', 1);
    Object.defineProperty(huge, 'size', { value: 26 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('Choose files'), huge);
    expect(await screen.findByText(/huge\.pdf: This file is larger than 25 MB/)).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(1);
  });

  it('accepts files dropped on the zone', async () => {
    const { xhr } = await openFiles({ 'GET /api/others/file/3': { body: [] } });
    const zone = await screen.findByRole('group', { name: 'Upload files' });
    const dropped = pdf('dropped.pdf');
    const dataTransfer = { files: [dropped], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragOver(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer });
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(zone).not.toHaveAttribute('data-dragging');
    expect((xhr.sent[0].body?.get('file') as File).name).toBe('dropped.pdf');
  });

  it('adds a link only when it is an http(s) address', async () => {
    const { xhr } = await openFiles({ 'GET /api/others/file/3': { body: [] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add link' }));
    const form = screen.getByRole('form', { name: 'Add a link' });
    await userEvent.type(within(form).getByLabelText(/^Link/), 'ftp://files.example/drawings{Enter}');
    expect(await within(form).findByText('Please enter a web address starting with http:// or https://')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText(/^Link/));
    await userEvent.type(within(form).getByLabelText(/^Link/), 'https://drive.example/drawings');
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Drawings folder{Enter}');
    expect(xhr.sent).toHaveLength(1);
    expect(xhr.sent[0].url).toBe('/api/others/file/insert');
    expect(xhr.sent[0].body?.get('url')).toBe('https://drive.example/drawings');
    expect(xhr.sent[0].body?.get('name')).toBe('Drawings folder');
    expect(xhr.sent[0].body?.get('file')).toBeNull();
    xhr.sent[0].respond(201, file(5, { name: 'Drawings folder', kind: 'link', url: 'https://drive.example/drawings' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a link' })).not.toBeInTheDocument());
    expect(snackbarStore.get().message).toBe('The link Drawings folder was added.');
  });

  it('renames in place: Enter saves, Escape cancels, blank is refused', async () => {
    const { api } = await openFiles({
      'GET /api/others/file/3': { body: [file(4, { name: 'scan.pdf' })] },
      'POST /api/others/file/update': { body: file(4, { name: 'Site plan rev B.pdf' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename scan.pdf' }));
    let field = screen.getByRole('textbox', { name: 'File name' });
    await userEvent.type(field, 'x{Escape}');
    expect(screen.queryByRole('textbox', { name: 'File name' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rename scan.pdf' }));
    field = screen.getByRole('textbox', { name: 'File name' });
    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(field, 'Site plan rev B.pdf{Enter}');
    await waitFor(() => expect(api.count('POST', '/api/others/file/update')).toBe(1));
    expect(api.calls.find((c) => c.path === '/api/others/file/update')?.body).toEqual({
      file_id: 4,
      name: 'Site plan rev B.pdf',
      previous: 'scan.pdf',
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'File name' })).not.toBeInTheDocument());
  });

  it('a file renamed by someone else since is not renamed over: its name now is shown, and saving again replaces it', async () => {
    let stored = file(4, { name: 'scan.pdf' });
    let refused = false;
    const { api } = await openFiles({
      'GET /api/others/file/3': () => ({ body: [stored] }),
      'POST /api/others/file/update': () => {
        if (!refused) {
          refused = true;
          stored = file(4, { name: 'Survey.pdf' }); // a colleague's rename, saved first
          return { status: 409, body: { detail: 'This file was changed by someone else since you opened it.', errors: [] } };
        }
        stored = file(4, { name: 'Site plan.pdf' });
        return { body: stored };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename scan.pdf' }));
    const field = screen.getByRole('textbox', { name: 'File name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Site plan.pdf{Enter}');

    expect(
      await screen.findByText('Renamed since you opened it: it is now “Survey.pdf”. Save again to replace that name.', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Site plan.pdf');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.count('POST', '/api/others/file/update')).toBe(2));
    const bodies = api.calls.filter((c) => c.path === '/api/others/file/update').map((c) => c.body);
    expect(bodies).toEqual([
      { file_id: 4, name: 'Site plan.pdf', previous: 'scan.pdf' },
      { file_id: 4, name: 'Site plan.pdf', previous: 'Survey.pdf' },
    ]);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'File name' })).not.toBeInTheDocument());
  });

  it('deletes after confirmation through the kind’s delete call', async () => {
    const { api } = await openFiles({
      'GET /api/others/file/3': { body: [file(4, { name: 'scan.pdf' })] },
      'DELETE /api/others/file/4': { status: 204 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete scan.pdf' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete scan.pdf?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.count('DELETE', '/api/others/file/4')).toBe(1));
  });

  it('downloads with the bearer token and saves the blob under the file’s name', async () => {
    const created = vi.fn((blob: Blob) => `blob:${blob.size}`);
    vi.stubGlobal('URL', class extends URL {
      static createObjectURL = created;
      static revokeObjectURL = vi.fn();
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { api } = await openFiles({
      'GET /api/others/file/3': { body: [file(4, { name: 'scan.pdf' })] },
      'GET /api/files/4/download': { body: 'PDF' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download scan.pdf' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const call = api.calls.find((c) => c.path === '/api/files/4/download');
    expect(call?.headers.Authorization).toBe('Bearer token-ada');
    expect(created).toHaveBeenCalledTimes(1);
    expect(await created.mock.calls[0][0].text()).toBe('"PDF"');
    const anchor = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('scan.pdf');
    expect(anchor.href).toBe('blob:5');
  });
});
