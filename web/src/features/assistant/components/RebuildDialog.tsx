import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import type { AssistantKind, IndexJobOut } from '@/lib/api/types';
import { errorMessage } from '@/lib/http';
import { useStartRebuild } from '../api/start-rebuild';
import { KINDS, kindsLabel } from '../lib/kinds';

export const PICK_A_KIND = 'Choose at least one kind of record.';

type Props = { onClose: () => void; onStarted: (job: IndexJobOut) => void };

/** "Rebuild index": every kind of record or the chosen ones, after a confirmation that says what it does. */
export function RebuildDialog({ onClose, onStarted }: Props) {
  const id = useId();
  const start = useStartRebuild();
  const [scope, setScope] = useState<'all' | 'some'>('all');
  const [kinds, setKinds] = useState<AssistantKind[]>([]);
  const [tried, setTried] = useState(false);
  const missing = scope === 'some' && kinds.length === 0;

  const toggle = (kind: AssistantKind) =>
    setKinds((chosen) => (chosen.includes(kind) ? chosen.filter((k) => k !== kind) : [...chosen, kind]));
  const confirm = () => {
    setTried(true);
    if (missing) return;
    start.mutate({ kinds: scope === 'all' ? [] : KINDS.filter((kind) => kinds.includes(kind)) }, { onSuccess: onStarted });
  };

  return (
    <Dialog open onClose={start.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={id}>
      <DialogTitle id={id}>Rebuild the assistant’s index?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Every record of the chosen kinds is read again; changed and missing documents are embedded, and documents of
          deleted records are removed. Brickmate keeps answering meanwhile.
        </DialogContentText>
        <RadioGroup
          aria-label="What to rebuild"
          value={scope}
          onChange={(event) => setScope(event.target.value === 'some' ? 'some' : 'all')}
        >
          <FormControlLabel value="all" control={<Radio size="small" />} label="All kinds of record" />
          <FormControlLabel value="some" control={<Radio size="small" />} label="Only these kinds" />
        </RadioGroup>
        {scope === 'some' && (
          <FormGroup sx={{ pl: 3 }} aria-label="Kinds to rebuild">
            {KINDS.map((kind) => (
              <FormControlLabel
                key={kind}
                control={<Checkbox size="small" checked={kinds.includes(kind)} onChange={() => toggle(kind)} />}
                label={kindsLabel(kind)}
              />
            ))}
            {tried && missing && <FormHelperText error>{PICK_A_KIND}</FormHelperText>}
          </FormGroup>
        )}
        {start.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(start.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus disabled={start.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={confirm} loading={start.isPending}>
          Rebuild
        </Button>
      </DialogActions>
    </Dialog>
  );
}
