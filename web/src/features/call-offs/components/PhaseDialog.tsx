import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useOpened } from '@/lib/use-opened';
import { useSetPhases } from '../api/call-off';
import type { PlotBalance } from '../api/types';

type Props = { orderId: number; plots: readonly PlotBalance[]; onClose: () => void; onSaved: () => void };

/** The build phase of the ticked plots (plots are called off phase by phase); empty clears it. */
export function PhaseDialog({ orderId, plots, onClose, onSaved }: Props) {
  const id = useId();
  const shared = plots.every((plot) => plot.phase === plots[0]?.phase) ? (plots[0]?.phase ?? '') : '';
  const [phase, setPhase] = useState(shared);
  const save = useSetPhases();
  // Each plot's phase as the dialog opened on it: one set by someone else meanwhile is refused, not replaced.
  const phases = Object.fromEntries(plots.map((plot) => [plot.plot_id, plot.phase]));
  const opened = useOpened({ value: phases });
  const snackbar = useSnackbar();
  const title = plots.length === 1 ? `Phase of plot ${plots[0].plot_number}` : `Phase of ${plots.length} plots`;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Phase"
          value={phase}
          onChange={(event) => setPhase(event.target.value)}
          helperText="Such as Phase 1; leave empty for none."
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
        {save.isError && (
          <Alert severity={opened.changed ? 'warning' : 'error'}>
            {errorMessage(save.error)}
            {opened.changed &&
              ` Now: ${plots.map((plot) => `plot ${plot.plot_number} ${plot.phase ? `“${plot.phase}”` : 'no phase'}`).join(', ')}. Save again to replace it.`}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              {
                order_id: orderId,
                plots: plots.map((plot) => ({ plot_id: plot.plot_id, phase: phase.trim(), previous: opened.sent(phases)[plot.plot_id] ?? plot.phase })),
              },
              {
                onError: (error) => opened.refused(error),
                onSuccess: () => {
                  snackbar.showSuccess(phase.trim() ? `${plots.length === 1 ? 'Plot' : 'Plots'} set to ${phase.trim()}.` : 'Phase cleared.');
                  onSaved();
                },
              },
            )
          }
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
