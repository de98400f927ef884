import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useExportList, type ExportParams } from '../api/export-list';
import { TABS, type CrmTab } from '../tabs';

type Props = { tab: CrmTab; params: ExportParams };

/** Download the tab's whole list as CSV, filtered and sorted as on screen. */
export function ExportButton({ tab, params }: Props) {
  const mutation = useExportList();
  const { showSuccess, showError } = useSnackbar();
  const { nouns } = TABS[tab];

  const download = () =>
    mutation.mutate(
      { tab, params },
      {
        onSuccess: (filename) => showSuccess(`The ${nouns} were exported to ${filename}.`),
        onError: (error) => showError(`The export failed. ${errorMessage(error)}`),
      },
    );

  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      loading={mutation.isPending}
      loadingPosition="start"
      onClick={download}
      title={`Download the ${params.archived ? 'archived ' : ''}${nouns} as listed (search and sort included)`}
    >
      Export CSV
    </Button>
  );
}
