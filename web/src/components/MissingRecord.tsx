import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/http';

type Props = {
  error?: unknown;
  message?: string;
  onRetry?: () => void;
  /** Where the way back leads: the CRM unless said. */
  back?: { to: string; label: string };
};

const CRM = { to: '/crm', label: 'Back to CRM' };

/** A record that could not be shown: why, a Retry when it may help, and the way back to its list. */
export function MissingRecord({ error, message, onRetry, back = CRM }: Props) {
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
          <Button color="inherit" component={RouterLink} to={back.to}>
            {back.label}
          </Button>
        </>
      }
    >
      {message ?? errorMessage(error)}
    </Alert>
  );
}
