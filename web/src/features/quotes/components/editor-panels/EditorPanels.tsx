import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { ActivityTimeline } from '@/components/ActivityTimeline';
import type { QuoteOut } from '@/lib/api/types';
import { quoteActivityQuery } from '../../api/quote-activity';
import { CommentsPanel } from './CommentsPanel';
import { HistoryPanel } from './HistoryPanel';
import { TABS_ON_PHONE } from '@/lib/responsive';

export type EditorPanelsProps = {
  quote: QuoteOut;
  onQuoteChanged: (quote: QuoteOut) => void;
  /** Show an earlier version (read-only) in the editor. */
  onLoadVersion: (version: number) => void;
};

const TABS = ['Customer comments', 'Internal comments', 'History', 'Activity'] as const;
type TabName = (typeof TABS)[number];

/**
 * The editor's panels below the grid: the conversation the customer sees, the comments staff keep among
 * themselves, the version history with its compare view, and the activity log.
 */
export default function EditorPanels({ quote, onQuoteChanged, onLoadVersion }: EditorPanelsProps) {
  const id = useId();
  const [tab, setTab] = useState<TabName>('Customer comments');
  return (
    <Paper component="section" aria-label="Comments and history" elevation={0} sx={{ border: 1, borderColor: 'divider' }}>
      <Tabs
        value={tab}
        onChange={(_, next: TabName) => setTab(next)}
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, md: 2 }, ...TABS_ON_PHONE }}
      >
        {TABS.map((label) => (
          <Tab key={label} value={label} label={label} id={`${id}-${label}-tab`} aria-controls={`${id}-${label}-panel`} />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-${tab}-panel`}
        aria-labelledby={`${id}-${tab}-tab`}
        sx={{ p: { xs: 2, md: 3 } }}
      >
        {tab === 'Customer comments' && <CommentsPanel key={`c-${quote.quote_id}`} quote={quote} kind="customer" />}
        {tab === 'Internal comments' && <CommentsPanel key={`i-${quote.quote_id}`} quote={quote} kind="internal" />}
        {tab === 'History' && <HistoryPanel quote={quote} onQuoteChanged={onQuoteChanged} onLoadVersion={onLoadVersion} />}
        {tab === 'Activity' && <ActivityTimeline query={quoteActivityQuery(quote.quote_id)} />}
      </Box>
    </Paper>
  );
}
