import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Section } from '@/components/Section';
import { EmptyState, ErrorState, LoadingRows } from '@/components/SectionStates';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useSession } from '@/lib/session';
import { useSnackbar } from '@/lib/snackbar';
import { useAddMessage } from '../api/mutations';
import { useAttachableFiles, useMessages, useStaff } from '../api/queries';
import type { TaskOut } from '../api/types';
import { MessageComposer } from './MessageComposer';

/**
 * The task's thread: messages oldest first; an @mention notifies the colleague and makes them a watcher; files of the
 * task's linked records can be attached.
 */
export function TaskMessages({ task }: { task: TaskOut }) {
  const { userId } = useSession();
  const messages = useMessages(task.id);
  const staff = useStaff();
  const attachable = useAttachableFiles(task.id);
  const add = useAddMessage(task.id);
  const { showError } = useSnackbar();
  const people = useMemo(() => (staff.data ?? []).map((person) => ({ id: person.user_id, name: person.full_name })), [staff.data]);
  return (
    <Section title="Messages">
      {messages.isPending && <LoadingRows label="Loading messages" rows={2} />}
      {messages.isError && <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />}
      {messages.data?.length === 0 && <EmptyState>No messages yet: start the conversation below.</EmptyState>}
      {messages.data && messages.data.length > 0 && (
        <List aria-label="Messages" disablePadding>
          {messages.data.map((message) => (
            <ListItem key={message.id} divider disableGutters sx={{ display: 'block' }}>
              <Typography variant="body2" color="text.secondary">
                {message.author_name} · {formatDateTime(message.created_at)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Typography>
              {message.files.length > 0 && (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Attachments">
                  {message.files.map((file) => (
                    <li key={file.file_id}>{file.url || file.download_url ? <a href={file.download_url ?? file.url ?? undefined}>{file.name}</a> : file.name}</li>
                  ))}
                </Box>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ mt: 2 }}>
        <MessageComposer
          people={people}
          pending={add.isPending}
          files={attachable.data}
          onSend={(message, mentioned, fileIds) =>
            add.mutateAsync(
              {
                taskId: task.id,
                userId: userId ?? 0,
                message,
                type: 'message',
                relatedId: null,
                relatedItem: '',
                involvedUsers: mentioned,
                file_ids: fileIds,
              },
              { onError: (error) => showError(errorMessage(error)) },
            )
          }
        />
      </Box>
    </Section>
  );
}
