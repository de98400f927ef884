import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { errorMessage } from '@/lib/http';
import type { useAskQuestion } from '../api/ask-question';
import { stopAnswer, streamingStore, useStreaming } from '../api/ask-stream';
import { useConversation } from '../api/get-conversation';
import { setDraft, takeAsked, type PanelState } from '../lib/panel-store';
import { ExchangeView, QuestionBubble } from './ExchangeView';
import { KindFilter } from './KindFilter';
import { QuestionBox } from './QuestionBox';

const EXAMPLES = [
  'How much is a product, and what is its lead time?',
  'Who supplies a product?',
  'What did we last quote a customer for a product?',
  'Open quotes for a customer or a project',
  'Status of quote Q-000123',
  'Notes mentioning a subject',
];

type Props = {
  state: PanelState;
  ask: ReturnType<typeof useAskQuestion>;
  onOpenRecord: () => void;
};

function Intro() {
  return (
    <Box sx={{ color: 'text.secondary' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Ask about products, prices, suppliers, customers, projects and quote history. Answers come from our own
        records, and every figure links to the record it came from. For example:
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {EXAMPLES.map((example) => (
          <Typography component="li" variant="body2" key={example}>
            {example}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

const streamingStopped = () => streamingStore.get().stopped;

/** The current conversation: its questions and answers, the one being answered, and the question box. */
export function ChatView({ state, ask, onOpenRecord }: Props) {
  const { conversationId, kinds, draft, feedback, focusRequest } = state;
  const conversation = useConversation(conversationId);
  const endRef = useRef<HTMLDivElement>(null);
  const exchanges = conversation.data?.exchanges ?? [];
  const here = (ask.variables?.conversation_id ?? null) === conversationId;
  const waiting = ask.isPending && here ? ask.variables?.question : null;
  const streaming = useStreaming();
  const stopped = ask.isError && here && streaming.stopped && streaming.question === ask.variables?.question;
  const failed = ask.isError && here && !stopped ? errorMessage(ask.error) : null;
  const shown = (waiting ?? (stopped ? streaming.question : null)) || null;

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [exchanges.length, waiting, streaming.text]);

  const onAsk = (question: string) => {
    setDraft('');
    ask.mutate(
      { question, conversation_id: conversationId, kinds },
      { onError: () => (streamingStopped() ? undefined : setDraft(question)) },
    );
  };

  // A question asked on Home: asked here once, in the new conversation the panel opened on.
  const { asked } = state;
  useEffect(() => {
    if (asked === null) return;
    const question = takeAsked();
    if (question) {
      ask.mutate(
        { question, conversation_id: null, kinds },
        { onError: () => (streamingStopped() ? undefined : setDraft(question)) },
      );
    }
  }, [asked, ask, kinds]);

  return (
    <>
      <KindFilter kinds={kinds} />
      <Box sx={{ flex: 1, overflowY: 'auto', px: 1.5, py: 2 }}>
        {conversation.isLoading && (
          <Stack sx={{ alignItems: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label="Loading the conversation" />
          </Stack>
        )}
        {conversation.isError && <Alert severity="error">{errorMessage(conversation.error)}</Alert>}
        {conversationId === null && !shown && <Intro />}
        <Stack component="ol" role="log" aria-label="Conversation" spacing={2.5} sx={{ m: 0, p: 0 }}>
          {exchanges.map((answer) => (
            <ExchangeView
              key={answer.exchange_id}
              answer={answer}
              given={feedback[answer.exchange_id]}
              onOpenRecord={onOpenRecord}
            />
          ))}
          {shown && (
            <Stack spacing={1} component="li" sx={{ listStyle: 'none' }}>
              <QuestionBubble question={shown} />
              {streaming.text && streaming.question === shown && (
                <Typography
                  variant="body1"
                  aria-live="polite"
                  aria-label="Answer so far"
                  sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                >
                  {streaming.text}
                </Typography>
              )}
              {waiting ? (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                  <CircularProgress size={16} aria-hidden />
                  <Typography variant="body2">
                    {streaming.text ? 'Brickmate is answering…' : 'Brickmate is looking it up…'}
                  </Typography>
                  <Button size="small" onClick={stopAnswer}>
                    Stop
                  </Button>
                </Stack>
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Stopped. The whole answer is kept in this conversation's history.
                </Typography>
              )}
            </Stack>
          )}
        </Stack>
        {failed && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failed}
          </Alert>
        )}
        <div ref={endRef} />
      </Box>
      <QuestionBox draft={draft} pending={ask.isPending} focusRequest={focusRequest} onAsk={onAsk} />
    </>
  );
}
