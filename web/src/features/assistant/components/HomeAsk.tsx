import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { usePhone } from '@/lib/use-phone';
import { useConversations } from '../api/get-conversations';
import { askInPanel, openConversation } from '../lib/panel-store';
import { SHORTCUT_LABEL } from '../lib/shortcut';

const RECENT = 5;

/**
 * Home opens with Brickmate: an ask box (the answer comes in the panel) and the user's recent questions, said while
 * they load, when there are none yet (with the shortcut to the panel) and when they could not be loaded.
 */
export default function HomeAsk() {
  const [question, setQuestion] = useState('');
  const conversations = useConversations();
  // A phone has no Ctrl key to speak of: its way to the panel is the top bar's chat button.
  const phone = usePhone();
  const recent = (conversations.data?.pages[0]?.items ?? []).slice(0, RECENT);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const asked = question.trim();
    if (!asked) return;
    setQuestion('');
    askInPanel(asked);
  };

  return (
    <Paper component="section" aria-labelledby="home-ask-title" variant="outlined" sx={{ p: 2, mb: 3, borderRadius: 2 }}>
      <Typography id="home-ask-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Ask Brickmate
      </Typography>
      <Stack component="form" direction="row" spacing={1} onSubmit={onSubmit} role="search" aria-label="Ask a question">
        <TextField
          autoFocus
          fullWidth
          size="small"
          label="Your question"
          placeholder="e.g. How much is Ibstock Tradesman red? or: start a quote for Acme with 12,000 red"
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={!question.trim()}>
          Ask
        </Button>
      </Stack>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        Your recent questions
      </Typography>
      {conversations.isPending && <Skeleton variant="text" width="60%" aria-label="Loading your recent questions" role="status" />}
      {conversations.isError && (
        <Typography variant="body2" color="text.secondary">
          Your recent questions could not be loaded.{' '}
          <Button size="small" onClick={() => void conversations.refetch()}>
            Retry
          </Button>
        </Typography>
      )}
      {conversations.isSuccess && recent.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {phone
            ? 'None yet. Ask above, or open Brickmate from the chat button at the top of any screen.'
            : `None yet. Ask above, or press ${SHORTCUT_LABEL} on any screen to open Brickmate.`}
        </Typography>
      )}
      {recent.length > 0 && (
        <Stack component="ul" aria-label="Your recent questions" spacing={0.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {recent.map((conversation) => (
            <li key={conversation.conversation_id}>
              <Button
                size="small"
                onClick={() => openConversation(conversation.conversation_id)}
                sx={{ textTransform: 'none', justifyContent: 'flex-start', textAlign: 'left' }}
              >
                {conversation.title}
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
