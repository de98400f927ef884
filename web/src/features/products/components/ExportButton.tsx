import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import type { ProductQuery } from '@/lib/api/types';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useExportProducts } from '../api/export-products';

/** Download every product the list matches as CSV, searched, filtered and sorted as on screen. */
export function ExportButton({ query }: { query: ProductQuery }) {
  const mutation = useExportProducts();
  const { showSuccess, showError } = useSnackbar();

  const download = () =>
    mutation.mutate(query, {
      onSuccess: (filename) => showSuccess(`The products were exported to ${filename}.`),
      onError: (error) => showError(`The export failed. ${errorMessage(error)}`),
    });

  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      loading={mutation.isPending}
      loadingPosition="start"
      onClick={download}
      title="Download every product as listed (search, filters and sort included) as CSV"
    >
      Export CSV
    </Button>
  );
}
