import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { snackbarStore } from '@/lib/snackbar';
import { mockFetch } from '@/test/fetch-mock';
import { logIn, renderRoute } from '@/test/render';
import { note, organisation, stats } from '../testing/fixtures';

const base = {
  'GET /api/notifications/1': { body: [] },
  'GET /api/suppliers/single/8': { body: organisation({ id: 8, kind: 'supplier', name: 'Ibstock Brick' }) },
  'GET /api/suppliers/stats/8': { body: stats() },
};

async function openNotes(routes: Parameters<typeof mockFetch>[0]) {
  logIn({ role: 'staff' });
  const api = mockFetch({ ...base, ...routes });
  renderRoute({ path: '/supplier?id=8&tab=notes' });
  await screen.findByRole('heading', { level: 1, name: 'Ibstock Brick' }, { timeout: 30_000 });
  return api;
}

describe('notes', () => {
  it('lists notes newest first with author and time; only the editable ones offer Edit and Delete', async () => {
    await openNotes({
      'GET /api/suppliers/note/8': {
        body: [
          note(2, { note: 'Price list due in March', author_name: 'Ada Lovelace', can_edit: true }),
          note(1, { note: 'Met at the trade show', author_name: 'Tom Hughes', can_edit: false, edited_at: '2025-11-20T13:00:00Z' }),
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Notes' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Ada Lovelace · 20 Nov 2025.*Price list due in March/);
    expect(items[1]).toHaveTextContent(/Tom Hughes.*edited 20 Nov 2025.*Met at the trade show/);
    expect(within(items[0]).getByRole('button', { name: 'Edit note by Ada Lovelace' })).toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: 'Delete note by Ada Lovelace' })).toBeInTheDocument();
    expect(within(items[1]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds a note with Enter (Shift+Enter is a new line) and refreshes the list', async () => {
    let notes = [note(1, { note: 'Met at the trade show' })];
    const api = await openNotes({
      'GET /api/suppliers/note/8': () => ({ body: notes }),
      'POST /api/suppliers/note/add': ({ body }) => {
        const added = note(2, { note: (body as { note: string }).note });
        notes = [added, ...notes];
        return { status: 201, body: added };
      },
    });
    await screen.findByRole('list', { name: 'Notes' });
    const box = screen.getByRole('textbox', { name: 'Add a note' });
    await userEvent.type(box, 'Call back on Monday{Shift>}{Enter}{/Shift}about the blue bricks{Enter}');
    await waitFor(() => expect(api.count('POST', '/api/suppliers/note/add')).toBe(1));
    expect(api.calls.find((c) => c.path === '/api/suppliers/note/add')?.body).toEqual({
      related_id: 8,
      note: 'Call back on Monday\nabout the blue bricks',
    });
    const list = screen.getByRole('list', { name: 'Notes' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(box).toHaveValue('');
    expect(snackbarStore.get().message).toBe('Your note was added.');
  });

  it('will not add an empty note', async () => {
    const api = await openNotes({ 'GET /api/suppliers/note/8': { body: [] } });
    expect(await screen.findByText('No notes yet. Write the first one above.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(api.count('POST', '/api/suppliers/note/add')).toBe(0);
  });

  it('edits a note in place; Escape cancels', async () => {
    const api = await openNotes({
      'GET /api/suppliers/note/8': { body: [note(4, { note: 'Old text' })] },
      'PUT /api/suppliers/note/edit': { body: note(4, { note: 'New text' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit note by Ada Lovelace' }));
    let editor = screen.getByRole('textbox', { name: 'Edit note' });
    expect(editor).toHaveValue('Old text');
    await userEvent.type(editor, ' more{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument();
    expect(api.count('PUT', '/api/suppliers/note/edit')).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Edit note by Ada Lovelace' }));
    editor = screen.getByRole('textbox', { name: 'Edit note' });
    await userEvent.clear(editor);
    await userEvent.type(editor, 'New text{Enter}');
    await waitFor(() => expect(api.count('PUT', '/api/suppliers/note/edit')).toBe(1));
    // The text the editor was opened on goes with the save: a note changed since is refused (409), not overwritten.
    expect(api.calls.find((c) => c.path === '/api/suppliers/note/edit')?.body).toEqual({
      note_id: 4,
      note: 'New text',
      previous: 'Old text',
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument());
  });

  it('reports a refused edit (403) and keeps the editor open', async () => {
    await openNotes({
      'GET /api/suppliers/note/8': { body: [note(4, { note: 'Old text' })] },
      'PUT /api/suppliers/note/edit': { status: 403, body: { detail: 'Only the note’s author or a manager can change it.' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit note by Ada Lovelace' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Edit note' }), '!{Enter}');
    await waitFor(() =>
      expect(snackbarStore.get()).toMatchObject({ message: 'Only the note’s author or a manager can change it.', colour: 'error' }),
    );
    expect(screen.getByRole('textbox', { name: 'Edit note' })).toHaveValue('Old text!');
  });

  it('keeps the typed text when the note changed since it was opened (409), shows what it reads now and saves from it', async () => {
    let stored = 'Old text';
    let refuse = true;
    const api = await openNotes({
      'GET /api/suppliers/note/8': () => ({ body: [note(4, { note: stored })] }),
      'PUT /api/suppliers/note/edit': ({ body }) => {
        if (refuse) {
          refuse = false;
          stored = 'Their text';
          return { status: 409, body: { detail: 'Someone changed this note since you opened it.', errors: [] } };
        }
        stored = (body as { note: string }).note;
        return { body: note(4, { note: stored }) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit note by Ada Lovelace' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Edit note' }), ' and mine{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/This note was changed since you opened it.*It now reads:.*Their text/);
    expect(screen.getByRole('textbox', { name: 'Edit note' })).toHaveValue('Old text and mine');
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { note_id: 4, note: 'Old text and mine', previous: 'Old text' },
    ]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Edit note' }), '{Enter}');
    await waitFor(() => expect(api.count('PUT', '/api/suppliers/note/edit')).toBe(2));
    expect(api.calls.filter((c) => c.method === 'PUT')[1].body).toEqual({
      note_id: 4,
      note: 'Old text and mine',
      previous: 'Their text',
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument());
  });

  it('deletes a note after confirmation', async () => {
    const api = await openNotes({
      'GET /api/suppliers/note/8': { body: [note(4)] },
      'DELETE /api/suppliers/note/4': { status: 204 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete note by Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.count('DELETE', '/api/suppliers/note/4')).toBe(1));
    await waitFor(() => expect(snackbarStore.get().message).toBe('The note was deleted.'));
  });
});
