import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page } from '@/components/Page';
import { OrdersList } from '../components/OrdersList';
import { QuoteStats } from '../components/QuoteStats';
import { QuotesList } from '../components/QuotesList';
import { quoteEditorPath } from '../lib/quote-links';
import { NO_FILTERS, QUOTE_TABS, useQuotesView, type QuotesTab } from '../lib/use-quotes-view';

const TAB_LABELS: Record<QuotesTab, string> = { quotes: 'Quotes', orders: 'Orders' };
const PANEL_ID = 'quotes-tabpanel';
const tabId = (tab: QuotesTab) => `quotes-tab-${tab}`;

/** /quotes: Customer Quotes & Orders. The quotes with their figures, or the orders; filters in the address. */
export default function QuotesPage() {
  const { state, update, quoteParams, statsParams, orderParams } = useQuotesView();
  const searchRef = useRef<HTMLInputElement>(null);
  const clearAll = useCallback(() => {
    update(NO_FILTERS);
    searchRef.current?.focus();
  }, [update]);

  const actions = (
    <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={quoteEditorPath('new')}>
      New quote
    </Button>
  );

  return (
    <Page
      title="Customer Quotes & Orders"
      documentTitle={`${TAB_LABELS[state.tab]} · Customer Quotes & Orders`}
      actions={actions}
      maxWidth={1920}
    >
      <Stack spacing={2}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={state.tab} onChange={(_, tab: QuotesTab) => update({ tab })} aria-label="Quotes and orders">
            {QUOTE_TABS.map((tab) => (
              <Tab key={tab} value={tab} label={TAB_LABELS[tab]} id={tabId(tab)} aria-controls={PANEL_ID} />
            ))}
          </Tabs>
        </Box>
        <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(state.tab)}>
          {state.tab === 'quotes' ? (
            <QuotesList view={state} params={quoteParams} onChange={update} onClearAll={clearAll} searchRef={searchRef}>
              <QuoteStats params={statsParams} />
            </QuotesList>
          ) : (
            <OrdersList
              view={state}
              params={orderParams}
              onChange={update}
              onClearAll={clearAll}
              onShowQuotes={() => update({ tab: 'quotes' })}
              searchRef={searchRef}
            />
          )}
        </Box>
      </Stack>
    </Page>
  );
}
