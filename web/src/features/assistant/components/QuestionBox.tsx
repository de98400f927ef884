import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { setDraft } from '../lib/panel-store';

export const QUESTION_MAX = 500;

type Props = {
  draft: string;
  pending: boolean;
  /** Changes whenever the cursor should go to the box. */
  focusRequest: number;
  onAsk: (question: string) => void;
};

/** The question box: Enter asks, Shift+Enter starts a new line; locked (read-only, keeping the focus) while Brickmate answers. */
export function QuestionBox({ draft, pending, focusRequest, onAsk }: Props) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const question = draft.trim();
  const tooLong = question.length > QUESTION_MAX;

  useEffect(() => {
    inputRef.current?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (!pending) inputRef.current?.focus({ preventScroll: true });
  }, [pending]);

  const ask = () => {
    if (!pending && question && !tooLong) onAsk(question);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      ask();
    }
  };

  return (
    <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <TextField
        inputRef={inputRef}
        label="Ask Brickmate"
        multiline
        maxRows={5}
        size="small"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        error={tooLong}
        helperText={tooLong ? `You must enter a maximum of ${QUESTION_MAX} characters` : 'Enter to ask, Shift+Enter for a new line'}
        slotProps={{
          // Read-only, not disabled, while Brickmate answers: a disabled box drops the focus to the page, where Escape
          // no longer closes the panel and Tab starts again from the top bar (a question asked on Home too).
          htmlInput: { readOnly: pending, 'aria-busy': pending },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {pending ? (
                  <CircularProgress size={22} aria-label="Brickmate is answering" />
                ) : (
                  <IconButton aria-label="Ask" edge="end" onClick={ask} disabled={!question || tooLong}>
                    <SendIcon />
                  </IconButton>
                )}
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
