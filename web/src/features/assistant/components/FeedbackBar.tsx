import ThumbDownIcon from '@mui/icons-material/ThumbDownAlt';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUpAlt';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AnswerOut } from '@/lib/api/types';
import { errorMessage } from '@/lib/http';
import { useSendFeedback } from '../api/send-feedback';
import type { FeedbackGiven } from '../lib/panel-store';
import { CorrectDialog } from './CorrectDialog';

const THANKS: Record<FeedbackGiven, string> = {
  helpful: 'Thanks — Brickmate will answer similar questions the same way.',
  unhelpful: 'Thanks. You can correct this answer to teach Brickmate.',
  corrected: 'Thanks — colleagues asking something similar will see your correction.',
};

type Props = { answer: AnswerOut; given: FeedbackGiven | undefined };

/** Thumbs up or down on an answer, and "Correct this answer". */
export function FeedbackBar({ answer, given }: Props) {
  const send = useSendFeedback();
  const [correcting, setCorrecting] = useState(false);
  const rate = (helpful: boolean) => send.mutate({ exchange_id: answer.exchange_id, helpful, correction: '' });
  const up = given === 'helpful';
  const down = given === 'unhelpful' || given === 'corrected';

  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Tooltip title="Helpful">
          <span>
            <IconButton
              size="small"
              aria-label="Helpful"
              aria-pressed={up}
              color={up ? 'primary' : 'default'}
              disabled={send.isPending}
              onClick={() => rate(true)}
            >
              {up ? <ThumbUpIcon fontSize="small" /> : <ThumbUpOutlinedIcon fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Not helpful">
          <span>
            <IconButton
              size="small"
              aria-label="Not helpful"
              aria-pressed={down}
              color={down ? 'error' : 'default'}
              disabled={send.isPending}
              onClick={() => rate(false)}
            >
              {down ? <ThumbDownIcon fontSize="small" /> : <ThumbDownOutlinedIcon fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
        <Button size="small" onClick={() => setCorrecting(true)} sx={{ px: 1 }}>
          Correct this answer
        </Button>
      </Stack>
      {send.isError && (
        <Typography variant="body2" color="error" role="alert">
          {errorMessage(send.error)}
        </Typography>
      )}
      {given && !send.isError && (
        <Typography variant="body2" color="text.secondary" role="status">
          {THANKS[given]}
        </Typography>
      )}
      {correcting && <CorrectDialog answer={answer} onClose={() => setCorrecting(false)} onDone={() => setCorrecting(false)} />}
    </Stack>
  );
}
