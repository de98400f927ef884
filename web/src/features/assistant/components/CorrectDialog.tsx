import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import type { AnswerOut, SourceRef } from '@/lib/api/types';
import { errorMessage, isApiError } from '@/lib/http';
import { useSendFeedback } from '../api/send-feedback';
import { kindLabel } from '../lib/kinds';

export const CORRECTION_MAX = 2000;
export const NOTHING_GIVEN = 'Give the right answer in words or pick the right record.';
const NONE = '';

type Option = SourceRef & { title: string; key: string };

const refKey = (ref: SourceRef) => `${ref.kind}:${ref.record_id}`;

/** The answer's cards then its sources, each record once: the candidates for "the right record". */
function recordOptions(answer: AnswerOut): Option[] {
  const options = new Map<string, Option>();
  for (const { kind, record_id, title } of [...answer.cards, ...answer.sources]) {
    // an order or a notification is no record the index reads: it cannot be the right one
    if (kind === 'order' || kind === 'notification') continue;
    const key = refKey({ kind, record_id });
    if (!options.has(key)) options.set(key, { kind, record_id, title, key });
  }
  return [...options.values()];
}

type Props = { answer: AnswerOut; onClose: () => void; onDone: () => void };

/**
 * "Correct this answer": the right answer in words and/or the right record among the ones the answer showed,
 * and which sources did not help. Colleagues asking something similar later see the correction.
 */
export function CorrectDialog({ answer, onClose, onDone }: Props) {
  const id = useId();
  const send = useSendFeedback();
  const options = recordOptions(answer);
  const [correction, setCorrection] = useState('');
  const [record, setRecord] = useState(NONE);
  const [unhelpful, setUnhelpful] = useState<string[]>([]);
  const [tried, setTried] = useState(false);

  const text = correction.trim();
  const chosen = options.find((option) => option.key === record) ?? null;
  const empty = !text && !chosen;
  const serverField = isApiError(send.error) ? send.error.errors.find((e) => e.field === 'correction')?.message : undefined;
  const correctionError =
    (correction.length > CORRECTION_MAX ? `You must enter a maximum of ${CORRECTION_MAX} characters` : null) ??
    (tried && empty ? NOTHING_GIVEN : null) ??
    serverField ??
    null;
  const alert = send.isError && !serverField ? errorMessage(send.error) : null;

  const toggle = (key: string) =>
    setUnhelpful((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (empty || correction.length > CORRECTION_MAX) return;
    send.mutate(
      {
        exchange_id: answer.exchange_id,
        helpful: false,
        correction: text,
        corrected: chosen ? { kind: chosen.kind, record_id: chosen.record_id } : null,
        unhelpful_sources: answer.sources
          .filter((source) => unhelpful.includes(refKey(source)))
          .map(({ kind, record_id }) => ({ kind, record_id })),
      },
      { onSuccess: onDone },
    );
  };

  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={id}>
      <form noValidate onSubmit={submit} aria-labelledby={id}>
        <DialogTitle id={id}>Correct this answer</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            “{answer.question}” — colleagues who ask something similar will see your correction with your name.
          </DialogContentText>
          <Stack spacing={2.5}>
            <TextField
              label="The right answer"
              multiline
              minRows={3}
              autoFocus
              value={correction}
              onChange={(event) => setCorrection(event.target.value)}
              error={!!correctionError}
              helperText={correctionError ?? 'In your own words.'}
            />
            {options.length > 0 && (
              <FormControl>
                <FormLabel id={`${id}-record`}>The right record</FormLabel>
                <RadioGroup aria-labelledby={`${id}-record`} value={record} onChange={(event) => setRecord(event.target.value)}>
                  {options.map((option) => (
                    <FormControlLabel
                      key={option.key}
                      value={option.key}
                      control={<Radio size="small" />}
                      label={`${option.title} (${kindLabel(option.kind).toLowerCase()})`}
                    />
                  ))}
                  <FormControlLabel value={NONE} control={<Radio size="small" />} label="None of these" />
                </RadioGroup>
              </FormControl>
            )}
            {answer.sources.length > 0 && (
              <FormControl component="fieldset">
                <FormLabel component="legend">Sources that did not help</FormLabel>
                <FormGroup>
                  {answer.sources.map((source) => (
                    <FormControlLabel
                      key={refKey(source)}
                      control={
                        <Checkbox size="small" checked={unhelpful.includes(refKey(source))} onChange={() => toggle(refKey(source))} />
                      }
                      label={source.title}
                    />
                  ))}
                </FormGroup>
              </FormControl>
            )}
            {alert && <Alert severity="error">{alert}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            Save correction
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
