import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Section } from '@/components/Section';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useSession } from '@/lib/session';
import { useCommentMutations, useComments, type CommentKind } from '../api/comments';

/** The conversation with the supplier (they read it on their page) and the internal comments (never shown to them). */
export function CommentsPanel({ quoteId, uuid }: { quoteId: number; uuid: string }) {
  const [kind, setKind] = useState<CommentKind>('supplier');
  const [text, setText] = useState('');
  const comments = useComments(quoteId, uuid, kind);
  const { add } = useCommentMutations(quoteId);
  const userId = useSession().userId ?? 0;
  return (
    <Section title="Comments">
      <Tabs value={kind} onChange={(_, next: CommentKind) => setKind(next)} aria-label="Comments">
        <Tab value="supplier" label="With the supplier" />
        <Tab value="internal" label="Internal" />
      </Tabs>
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {comments.isError && <Alert severity="error">{errorMessage(comments.error)}</Alert>}
        {comments.data?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>No comments yet.</Typography>}
        {comments.data?.map((comment) => (
          <Stack key={comment.comment_id} spacing={0.25}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {comment.author_name} · {formatDateTime(comment.created_at)} · v{comment.version}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {comment.comment}
            </Typography>
          </Stack>
        ))}
        <TextField
          label={kind === 'supplier' ? 'Reply to the supplier' : 'Internal comment'}
          multiline
          minRows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {add.isError && <Alert severity="error">{errorMessage(add.error)}</Alert>}
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          disabled={text.trim() === '' || add.isPending}
          onClick={() => add.mutate({ uuid, kind, comment: text.trim(), userId }, { onSuccess: () => setText('') })}
        >
          Add comment
        </Button>
      </Stack>
    </Section>
  );
}
