import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Page } from '@/components/Page';
import { parentListPath } from '@/lib/links';

/**
 * An address that names no screen (a mistyped or an old link): said so, inside the shell, with the way back (or, when the tab opened on it, to the list its record would be in). Before,
 * such an address showed Home without a word, so a mistyped record link looked like a lost record.
 */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The first page of this tab (an address typed or pasted: React Router's own index is 0 there) has no page of
  // ours to go back to: the list its record would be in then ("/quotes/editor/99x": the quotes), else Home.
  const goBack = () => {
    const inApp = Boolean((window.history.state as { idx?: number } | null)?.idx);
    void (inApp ? navigate(-1) : navigate(parentListPath(pathname), { replace: true }));
  };
  return (
    <Page title="Page not found">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          There is no screen at <code>{pathname}</code>. The address may be mistyped, or the link may be an old one.
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to="/">
            Go to Home
          </Button>
          <Button onClick={goBack}>Go back</Button>
        </Stack>
      </Stack>
    </Page>
  );
}
