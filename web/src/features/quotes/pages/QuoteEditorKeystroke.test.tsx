import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as SectionModule from '@/components/Section';
import type * as PlotsModule from '../components/editor/PlotsEditor';
import { quoteLine, savedQuote } from '../testing/editor-fixtures';
import { cell, figure, openEditor } from '../testing/editor-page';

/** How often each of the editor's sections (by title) and its plots editor were rendered. */
const renders = vi.hoisted(() => ({ sections: {} as Record<string, number>, plots: 0 }));

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

describe('a keystroke in a line of the quote editor', () => {
  it('re-renders the lines and the totals, not the details, delivery or plots (none yet)', async () => {
    await openEditor('/quotes/editor/9', {
      'GET /api/quotes/9': { body: savedQuote(9, { lines: [quoteLine(71), quoteLine(72, { position: 2 })] }) },
    });
    const quantity = cell('Quantity, line 1');
    await userEvent.click(quantity);
    const subtotal = figure('Subtotal').textContent;
    const before = { ...renders.sections, plots: renders.plots };
    expect(before).toMatchObject({ Details: expect.any(Number), Lines: expect.any(Number), Delivery: expect.any(Number) });

    await userEvent.type(quantity, '5');
    await userEvent.type(quantity, '0');

    expect(figure('Subtotal').textContent).not.toBe(subtotal);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(renders.sections.Lines).toBeGreaterThan(before.Lines);
    expect(renders.sections.Details).toBe(before.Details);
    expect(renders.sections.Delivery).toBe(before.Delivery);
    expect(renders.sections.Plots).toBe(before.Plots);
    expect(renders.plots).toBe(before.plots);
  });
});
