import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { testQueryClient } from '@/test/render';
import { COLUMNS, gridLayout } from '../../lib/editor/columns';
import { draftFromQuote } from '../../lib/editor/draft';
import { createEditorStore } from '../../lib/editor/store';
import { quoteLine, savedQuote } from '../../testing/editor-fixtures';
import { LineGrid } from './LineGrid';

function renderGrid(lines = [quoteLine(1, { description: 'Red multi' }), quoteLine(2, { description: 'Mortar' })]) {
  const store = createEditorStore(draftFromQuote(savedQuote(9, { lines })));
  render(
    <QueryClientProvider client={testQueryClient()}>
      <LineGrid store={store} errors={{}} readOnly={false} dispatch={store.dispatch} onPaste={() => {}} />
    </QueryClientProvider>,
  );
  return store;
}

const headings = () => within(screen.getByRole('table', { name: 'Quote lines' })).getAllByRole('columnheader').map((th) => th.textContent);
const textbox = (name: string) => screen.queryByRole('textbox', { name });

beforeEach(() => window.localStorage.clear());

describe('the quote lines grid', () => {
  it('fits a 1,280 px screen with every column shown (less the rail, the page and the section padding, the border)', () => {
    expect(gridLayout(COLUMNS).minWidth).toBeLessThanOrEqual(1280 - 56 - 48 - 48 - 2);
  });

  it('hides the alternative group until a line uses it, and shows it from the column menu', async () => {
    renderGrid();
    expect(headings()).toEqual(['#', 'Code', 'Description', 'Qty', 'Unit', 'Cost', 'Sell', 'Margin %', 'Total', 'Optional', 'Lead (days)', '']);
    expect(textbox('Alternative group, line 1')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Alternative group' }));
    await userEvent.keyboard('{Escape}');
    expect(textbox('Alternative group, line 1')).toBeInTheDocument();
    expect(headings()).toContain('Selected');
  });

  it('keeps a column some line uses in sight, whatever the menu said', async () => {
    const store = renderGrid();
    store.dispatch({ type: 'line', key: 'l-2', field: 'optional', value: true });
    expect(await screen.findByRole('checkbox', { name: 'Selected, line 2' })).toBeInTheDocument();
    store.dispatch({ type: 'line', key: 'l-2', field: 'optional', value: false });
    store.dispatch({ type: 'line', key: 'l-1', field: 'group', value: 'A' });
    expect(await screen.findByRole('textbox', { name: 'Alternative group, line 1' })).toHaveValue('A');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const item = screen.getByRole('menuitemcheckbox', { name: /Alternative group/ });
    expect(item).toHaveAttribute('aria-checked', 'true');
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveTextContent('In use on a line');
  });

  it('hides the lead time from the menu, remembers it, and Enter in the last line’s last cell still adds a line', async () => {
    renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Lead time (days)' }));
    await userEvent.keyboard('{Escape}');
    expect(textbox('Lead time (days), line 2')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('brickmate.quoteLines.columns') ?? '{}')).toMatchObject({ leadTime: false });
    await userEvent.type(screen.getByRole('textbox', { name: 'Margin %, line 2' }), '{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Code, line 3' })).toHaveFocus());
  });
});
