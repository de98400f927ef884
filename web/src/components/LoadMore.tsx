import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** The next page of a list that loads a page at a time. */
export function LoadMore({ query, label = 'Load more' }: { query: Pages; label?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Button variant="outlined" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {label}
      </Button>
    </Box>
  );
}
