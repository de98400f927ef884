import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadMore } from '@/components/LoadMore';
import { formatRelativeTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useConversations } from '../api/get-conversations';
import { showConversation } from '../lib/panel-store';

const questions = (n: number) => (n === 1 ? '1 question' : `${n} questions`);

/** The user's own conversations, newest first; opening one continues it. */
export function HistoryView({ current }: { current: number | null }) {
  const conversations = useConversations();
  const items = conversations.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Box sx={{ flex: 1, overflowY: 'auto' }}>
      <Typography variant="h3" component="h3" sx={{ px: 2, pt: 2, pb: 1 }}>
        Your conversations
      </Typography>
      {conversations.isPending && (
        <Stack sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label="Loading your conversations" />
        </Stack>
      )}
      {conversations.isError && (
        <Alert severity="error" sx={{ mx: 2 }}>
          {errorMessage(conversations.error)}
        </Alert>
      )}
      {conversations.isSuccess && items.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2 }}>
          No conversations yet. Ask Brickmate something to start one.
        </Typography>
      )}
      {items.length > 0 && (
        <List aria-label="Your conversations" disablePadding>
          {items.map((conversation) => (
            <ListItemButton
              key={conversation.conversation_id}
              selected={conversation.conversation_id === current}
              onClick={() => showConversation(conversation.conversation_id)}
            >
              <ListItemText
                primary={conversation.title}
                secondary={`${questions(conversation.questions)} · ${formatRelativeTime(conversation.updated_at)}`}
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
      <LoadMore query={conversations} label="Older conversations" />
    </Box>
  );
}
