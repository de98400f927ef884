import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type UploadState = {
  key: number;
  name: string;
  /** 0 to 100. */
  percent: number;
  error: string | null;
};

type Props = { uploads: UploadState[]; onDismiss: (key: number) => void };

/** Files on their way up, each with its progress bar, or why the server refused it. */
export function UploadProgressList({ uploads, onDismiss }: Props) {
  if (uploads.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }} aria-label="Uploads" role="list">
      {uploads.map((upload) =>
        upload.error ? (
          <Box key={upload.key} role="listitem">
            <Alert
              severity="error"
              action={
                <IconButton size="small" aria-label={`Dismiss ${upload.name}`} onClick={() => onDismiss(upload.key)}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              {upload.name}: {upload.error}
            </Alert>
          </Box>
        ) : (
          <Box key={upload.key} role="listitem">
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2" noWrap>
                Uploading {upload.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {upload.percent}%
              </Typography>
            </Stack>
            <LinearProgress variant="determinate" value={upload.percent} aria-label={`Uploading ${upload.name}`} />
          </Box>
        ),
      )}
    </Stack>
  );
}
