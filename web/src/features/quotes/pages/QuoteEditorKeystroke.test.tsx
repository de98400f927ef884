import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as SectionModule from '@/components/Section';
import type * as LineRowModule from '../components/editor/LineRow';
import type * as PlotsModule from '../components/editor/PlotsEditor';
import { quoteLine, savedQuote } from '../testing/editor-fixtures';
import { cell, figure, openEditor } from '../testing/editor-page';

/** How often the editor's sections (by title), its plots editor and its rows were rendered by their parents. */
const renders = vi.hoisted(() => ({ sections: {} as Record<string, number>, plots: 0, rows: 0 }));

vi.mock('@/components/Section', async (importOriginal) => {
  const real = await importOriginal<typeof SectionModule>();
  return {
    ...real,
    Section: (props: Parameters<typeof real.Section>[0]) => {
      renders.sections[props.title] = (renders.sections[props.title] ?? 0) + 1;
      return <real.Section {...props} />;
    },
  };
});

vi.mock('../components/editor/PlotsEditor', async (importOriginal) => {
  const real = await importOriginal<typeof PlotsModule>();
  return {
    ...real,
    PlotsEditor: memo(function CountedPlots(props: Parameters<typeof real.PlotsEditor>[0]) {
      renders.plots += 1;
      return <real.PlotsEditor {...props} />;
    }),
  };
});

vi.mock('../components/editor/LineRow', async (importOriginal) => {
  const real = await importOriginal<typeof LineRowModule>();
  return {
    ...real,
    LineRow: memo(function CountedRow(props: Parameters<typeof real.LineRow>[0]) {
      renders.rows += 1;
      return <real.LineRow {...props} />;
    }),
  };
});

const counts = (): Record<string, number> => ({ ...renders.sections, plots: renders.plots, rows: renders.rows });

describe('a keystroke in a line of the quote editor', () => {
  it('changes its row and the totals without re-rendering the screen, the grid or the other sections', async () => {
    await openEditor('/quotes/editor/9', {
      'GET /api/quotes/9': { body: savedQuote(9, { lines: [quoteLine(71), quoteLine(72, { position: 2 })] }) },
    });
    const quantity = cell('Quantity, line 1');
    const opened = counts();
    expect(opened).toMatchObject({ Details: expect.any(Number), Lines: expect.any(Number), Delivery: expect.any(Number) });

    // The first key makes the quote unsaved: the screen re-renders for its save bar, not the other sections.
    await userEvent.type(quantity, '5');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    const unsaved = counts();
    expect(unsaved).toMatchObject({ Details: opened.Details, Delivery: opened.Delivery, Plots: opened.Plots, plots: opened.plots });

    const subtotal = figure('Subtotal').textContent;
    const lineTotal = screen.getByLabelText('Line total, line 1').textContent;
    await userEvent.type(quantity, '0');
    expect(figure('Subtotal').textContent).not.toBe(subtotal);
    expect(screen.getByLabelText('Line total, line 1').textContent).not.toBe(lineTotal);
    expect(counts()).toEqual(unsaved);
  });
});
