import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

type Props = {
  /** The list is narrowed (search words or filters): nothing matched, rather than nothing exists. */
  narrowed: boolean;
  q: string;
  onClear: () => void;
  onImport: () => void;
};

/** Nothing to list: say why, and offer the next step (clear the search and filters, add one, import a list). */
export function ProductsEmptyState({ narrowed, q, onClear, onImport }: Props) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }}>
        {narrowed
          ? q
            ? `No products match “${q}” with these filters`
            : 'No products match these filters'
          : 'No products yet — add one, or import a supplier’s price list'}
      </Typography>
      <Stack direction="row" spacing={1}>
        {narrowed ? (
          <Button variant="outlined" onClick={onClear}>
            Clear search and filters
          </Button>
        ) : (
          <>
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/products/new">
              Add a product
            </Button>
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={onImport}>
              Import a price list
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
