import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/http';

type Props = { error?: unknown; message?: string; onRetry?: () => void };

/** A record that could not be shown: why, a Retry when it may help, and the way back to the CRM. */
export function MissingRecord({ error, message, onRetry }: Props) {
  return (
    <Alert
      severity="error"
      action={
        <>
          {onRetry && (
            <Button color="inherit" onClick={onRetry}>
              Retry
            </Button>
          )}
          <Button color="inherit" component={RouterLink} to="/crm">
            Back to CRM
          </Button>
        </>
      }
    >
      {message ?? errorMessage(error)}
    </Alert>
  );
}
