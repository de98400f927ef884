import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnswerOut } from '@/lib/api/types';
import { formatDay } from '@/lib/format';
import type { FeedbackGiven } from '../lib/panel-store';
import { AnswerCards } from './AnswerCards';
import { AnswerSources } from './AnswerSources';
import { FeedbackBar } from './FeedbackBar';
import { ProposalCard } from './ProposalCard';

const CONFIDENCE = {
  high: { label: 'High confidence', color: 'success' },
  medium: { label: 'Medium confidence', color: 'warning' },
  low: { label: 'Low confidence', color: 'default' },
} as const;

/** What the user asked, right-aligned like a sent message. */
export function QuestionBubble({ question }: { question: string }) {
  return (
    <Box
      sx={{
        alignSelf: 'flex-end',
        maxWidth: '85%',
        bgcolor: 'brand.accentLight',
        borderRadius: 3,
        borderBottomRightRadius: 4,
        px: 1.5,
        py: 1,
        whiteSpace: 'pre-line',
        overflowWrap: 'anywhere',
      }}
    >
      <Typography variant="body2">{question}</Typography>
    </Box>
  );
}

type Props = { answer: AnswerOut; given: FeedbackGiven | undefined; onOpenRecord: () => void };

/** One question and its answer: the text, how sure Brickmate is, what it learned from, cards, sources, feedback. */
export function ExchangeView({ answer, given, onOpenRecord }: Props) {
  const confidence = CONFIDENCE[answer.confidence_label];
  return (
    <Stack spacing={1} component="li" sx={{ listStyle: 'none' }}>
      <QuestionBubble question={answer.question} />
      <Stack spacing={1} component="article" aria-label={`Answer to ${answer.question}`}>
        <Typography variant="body1" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {answer.text}
        </Typography>
        <div>
          <Chip size="small" variant="outlined" color={confidence.color} label={confidence.label} />
        </div>
        {answer.learned && (
          <Alert severity="info" icon={<SchoolIcon fontSize="small" />} sx={{ py: 0.5 }}>
            Learned from {answer.learned.by}, {formatDay(answer.learned.at)}
            {answer.learned.correction && (
              <Box component="q" sx={{ display: 'block', mt: 0.5, fontStyle: 'italic' }}>
                {answer.learned.correction}
              </Box>
            )}
          </Alert>
        )}
        {answer.proposal && (
          <ProposalCard proposal={answer.proposal} conversationId={answer.conversation_id} onOpenRecord={onOpenRecord} />
        )}
        {answer.cards.length > 0 && <AnswerCards cards={answer.cards} onOpenRecord={onOpenRecord} />}
        {answer.sources.length > 0 && <AnswerSources sources={answer.sources} onOpenRecord={onOpenRecord} />}
        <FeedbackBar answer={answer} given={given} />
      </Stack>
    </Stack>
  );
}
