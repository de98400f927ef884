import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { supplierQuote, UUID } from '../testing/fixtures';

const GET = `GET /api/suppliers/quotes/public/${UUID}`;
const ATTACH = `POST /api/suppliers/quotes/public/${UUID}/file`;
const datasheet = (id: number, name: string) => ({
  file_id: id,
  name,
  content_type: 'application/pdf',
  size_bytes: 2_100_000,
  created_at: '2026-11-20T10:00:00Z',
  download_url: `/api/suppliers/quotes/public/${UUID}/file/${id}`,
});
const pdf = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('the supplier attaches datasheets', () => {
  it('lists the files attached with a download link, sends a new one without a staff token and lists it back', async () => {
    logIn();
    const attached = supplierQuote({ files: [datasheet(2, 'Tradesman datasheet.pdf'), datasheet(1, 'Price list.pdf')] });
    const api = mockFetch({
      [GET]: { body: supplierQuote({ files: [datasheet(1, 'Price list.pdf')] }) },
      [`GET /api/suppliers/quote/comments/${UUID}`]: { body: [] },
      [ATTACH]: { status: 201, body: attached },
    });
    renderRoute({ path: `/supplier-quote/${UUID}` });
    const panel = await screen.findByRole('region', { name: 'Datasheets and files' }, { timeout: 10_000 });
    expect(within(panel).getByRole('link', { name: 'Price list.pdf' })).toHaveAttribute('href', `/api/suppliers/quotes/public/${UUID}/file/1`);
    expect(within(panel).getByText(/2\.0 MB/)).toBeInTheDocument();

    await userEvent.upload(within(panel).getByLabelText('Attach files'), [pdf('setup.exe'), pdf('big.pdf', 11 * 1024 * 1024)], { applyAccept: false });
    expect(await within(panel).findByText(/big\.pdf is larger than 10 MB/)).toBeInTheDocument();
    expect(api.count('POST', `/api/suppliers/quotes/public/${UUID}/file`)).toBe(0);

    await userEvent.upload(within(panel).getByLabelText('Attach files'), pdf('Tradesman datasheet.pdf'));
    expect(await within(panel).findByRole('link', { name: 'Tradesman datasheet.pdf' })).toBeInTheDocument();
    const call = api.calls.find((c) => c.method === 'POST');
    expect(call?.path).toBe(`/api/suppliers/quotes/public/${UUID}/file`);
    expect('Authorization' in (call?.headers ?? {})).toBe(false);
    expect(((call?.init.body as FormData).get('file') as File).name).toBe('Tradesman datasheet.pdf');
  });

  it('says why the server refused a file, and offers no upload once the request is closed', async () => {
    mockFetch({
      [GET]: { body: supplierQuote() },
      [`GET /api/suppliers/quote/comments/${UUID}`]: { body: [] },
      [ATTACH]: { status: 422, body: { detail: 'Invalid input', errors: [{ field: 'file', message: "The file's content is not a .pdf file" }] } },
    });
    const view = renderRoute({ path: `/supplier-quote/${UUID}` });
    const panel = await screen.findByRole('region', { name: 'Datasheets and files' }, { timeout: 10_000 });
    expect(within(panel).getByText('No files attached.')).toBeInTheDocument();
    await userEvent.upload(within(panel).getByLabelText('Attach files'), pdf('fake.pdf'));
    expect(await within(panel).findByText("The file's content is not a .pdf file")).toBeInTheDocument();
    view.unmount();

    mockFetch({ [GET]: { body: supplierQuote({ can_edit: false, status: 'withdrawn', closed_reason: 'Withdrawn' }) }, [`GET /api/suppliers/quote/comments/${UUID}`]: { body: [] } });
    renderRoute({ path: `/supplier-quote/${UUID}` });
    const closed = await screen.findByRole('region', { name: 'Datasheets and files' }, { timeout: 10_000 });
    expect(within(closed).queryByLabelText('Attach files')).not.toBeInTheDocument();
  });
});
