import AddIcon from '@mui/icons-material/Add';
import PhoneIcon from '@mui/icons-material/PhoneInTalkOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page } from '@/components/Page';
import { PurchaseOrdersList } from '../components/PurchaseOrdersList';
import { SupplierQuoteFilters } from '../components/SupplierQuoteFilters';
import { SupplierQuotesList } from '../components/SupplierQuotesList';
import { KEY_IN_PATH, requestPath } from '../lib/links';
import { NO_FILTERS, SUPPLIER_QUOTE_TABS, useSupplierQuotesView, type SupplierQuotesTab } from '../lib/use-supplier-quotes-view';

const TAB_LABELS: Record<SupplierQuotesTab, string> = { quotes: 'Supplier quotes', orders: 'Purchase orders' };
const PANEL_ID = 'supplier-quotes-tabpanel';
const tabId = (tab: SupplierQuotesTab) => `supplier-quotes-tab-${tab}`;

/** /supplier-quotes: Supplier Quotes & Orders. The supplier quotes, or the purchase orders; filters in the address. */
export default function SupplierQuotesPage() {
  const { state, update, quoteParams } = useSupplierQuotesView();
  const searchRef = useRef<HTMLInputElement>(null);
  const clearAll = useCallback(() => {
    update(NO_FILTERS);
    searchRef.current?.focus();
  }, [update]);

  const actions = (
    <>
      <Button variant="outlined" startIcon={<PhoneIcon />} component={RouterLink} to={KEY_IN_PATH}>
        Key in a quote
      </Button>
      <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={requestPath('new')}>
        Request prices
      </Button>
    </>
  );

  return (
    <Page
      title="Supplier Quotes & Orders"
      documentTitle={`${TAB_LABELS[state.tab]} · Supplier Quotes & Orders`}
      actions={actions}
      maxWidth={1920}
    >
      <Stack spacing={2}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={state.tab} onChange={(_, tab: SupplierQuotesTab) => update({ tab })} aria-label="Supplier quotes and purchase orders">
            {SUPPLIER_QUOTE_TABS.map((tab) => (
              <Tab key={tab} value={tab} label={TAB_LABELS[tab]} id={tabId(tab)} aria-controls={PANEL_ID} />
            ))}
          </Tabs>
        </Box>
        <Stack spacing={2} role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(state.tab)}>
          <SupplierQuoteFilters view={state} onChange={update} searchRef={searchRef} />
          {state.tab === 'quotes' ? (
            <SupplierQuotesList view={state} params={quoteParams} onChange={update} onClearAll={clearAll} />
          ) : (
            <PurchaseOrdersList view={state} onChange={update} onClearAll={clearAll} />
          )}
        </Stack>
      </Stack>
    </Page>
  );
}
