import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { QuoteListItem } from '@/lib/api/types';
import { formatDay } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { DayFrame } from './DaySection';

type Props = { title: string; quotes: readonly QuoteListItem[]; empty: string; icon: ReactNode };

/** The user's quotes for a section of Home: number and customer (opening the quote), total and valid-until date. */
export function DayQuotes({ title, quotes, empty, icon }: Props) {
  return (
    <DayFrame title={title} icon={icon} count={quotes.length} empty={empty}>
      <List dense disablePadding>
        {quotes.map((quote) => (
          <ListItem key={quote.quote_id} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/quotes/editor/${quote.quote_id}`} underline="hover">
                  {`${quote.number} · ${quote.customer.name}`}
                </Link>
              }
              secondary={[
                formatMoney(quote.total),
                quote.project?.name,
                quote.valid_until ? `valid until ${formatDay(quote.valid_until)}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </DayFrame>
  );
}
