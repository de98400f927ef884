import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ChangedSinceAlert } from '@/components/ChangedSinceAlert';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Section } from '@/components/Section';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useSession } from '@/lib/session';
import { isStale } from '@/lib/form-errors';
import { useOpened } from '@/lib/use-opened';
import { useCommentMutations, useComments, type CommentKind } from '../api/comments';
import type { SupplierCommentOut } from '../api/types';

/** The conversation with the supplier (they read it on their page) and the internal comments (never shown to them). */
export function CommentsPanel({ quoteId, uuid }: { quoteId: number; uuid: string }) {
  const [kind, setKind] = useState<CommentKind>('supplier');
  const [text, setText] = useState('');
  const comments = useComments(quoteId, uuid, kind);
  const { add, edit, remove } = useCommentMutations(quoteId);
  const session = useSession();
  const userId = session.userId ?? 0;
  const manager = session.role === 'manager' || session.role === 'admin';
  const edits = useOpened<string, number>();
  /** The comment being edited, as it reads now (after a refused save, the other change). */
  const editing = comments.data?.find((comment) => edits.isOpen(comment.comment_id));
  /** What the user typed in the comment being edited: kept when the save is refused. */
  const [draft, setDraft] = useState('');
  const [deleting, setDeleting] = useState<SupplierCommentOut | null>(null);
  const saveEdit = () =>
    editing &&
    edit.mutate(
      { comment_id: editing.comment_id, comment: draft.trim(), previous: edits.sent(editing.comment) },
      { onSuccess: edits.close, onError: (error) => edits.refused(error, () => comments.refetch()) },
    );
  const startEdit = (comment: SupplierCommentOut) => {
    edit.reset();
    setDraft(comment.comment);
    edits.open(comment.comment, comment.comment_id);
  };
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
              {comment.edited_at && ' · edited'}
            </Typography>
            {edits.isOpen(comment.comment_id) ? (
              <Stack spacing={1}>
                <ChangedSinceAlert changed={edits.changed} now={comment.comment} kind="comment" />
                <TextField
                  multiline
                  minRows={2}
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  slotProps={{ htmlInput: { 'aria-label': 'Edit the comment' } }}
                />
                {edit.isError && !(isStale(edit.error) && edits.changed) && <Alert severity="error">{errorMessage(edit.error)}</Alert>}
                <Stack direction="row" spacing={1}>
                  <Button size="small" variant="contained" disabled={draft.trim() === '' || edit.isPending} onClick={saveEdit}>
                    Save comment
                  </Button>
                  <Button size="small" onClick={edits.close}>
                    Cancel
                  </Button>
                </Stack>
              </Stack>
            ) : (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {comment.comment}
              </Typography>
            )}
            {!edits.isOpen(comment.comment_id) && (comment.can_edit || manager) && (
              <Stack direction="row" spacing={1}>
                {comment.can_edit && (
                  <Button size="small" aria-label={`Edit the comment of ${formatDateTime(comment.created_at)}`} onClick={() => startEdit(comment)}>
                    Edit
                  </Button>
                )}
                <Button size="small" color="error" aria-label={`Delete the comment of ${formatDateTime(comment.created_at)}`} onClick={() => setDeleting(comment)}>
                  Delete
                </Button>
              </Stack>
            )}
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
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this comment?"
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.comment_id, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      >
        {deleting ? `“${deleting.comment.slice(0, 200)}” will be deleted${kind === 'supplier' ? ', and the supplier will no longer see it' : ''}.` : ''}
      </ConfirmDialog>
      {remove.isError && <Alert severity="error">{errorMessage(remove.error)}</Alert>}
    </Section>
  );
}
