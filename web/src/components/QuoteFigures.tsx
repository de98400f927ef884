import type { QuoteFiguresOut } from '@/lib/api/types';
import { counted } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { Figure } from './Figures';

/** A record's quotes in a line, for its folded Quotes section on a phone ("4 quotes · 1 open"). */
export const quotesSummary = (figures: QuoteFiguresOut) => `${counted(figures.quotes, 'quote')} · ${figures.open_quotes.toLocaleString('en-GB')} open`;

const percent = (value: number) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;

/**
 * A customer's or a project's quotes in two figures of its strip: how many (and how many open, for how much),
 * and what was won (with the win rate and the orders taken). `to` makes the count a link to those quotes.
 */
export function QuoteFigures({ figures, to }: { figures: QuoteFiguresOut; to?: string }) {
  const orders = counted(figures.orders, 'order');
  return (
    <>
      <Figure
        label="Quotes"
        value={figures.quotes.toLocaleString('en-GB')}
        to={to}
        detail={`${figures.open_quotes.toLocaleString('en-GB')} open · ${formatMoney(figures.open_value, { whole: true })}`}
      />
      <Figure
        label="Won"
        value={formatMoney(figures.accepted_value, { whole: true })}
        detail={figures.win_rate === null ? orders : `Win rate ${percent(figures.win_rate)} · ${orders}`}
      />
    </>
  );
}
