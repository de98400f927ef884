import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ChangedSinceAlert } from '@/components/ChangedSinceAlert';
import { NoteEditor } from '@/components/NoteEditor';
import { EmptyState, ErrorState, LoadingRows } from '@/components/SectionStates';
import type { QuoteCommentOut, QuoteOut } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useSession } from '@/lib/session';
import { useSnackbar } from '@/lib/snackbar';
import { useOpened } from '@/lib/use-opened';
import { useAddQuoteComment } from '../../api/add-comment';
import { useEditQuoteComment } from '../../api/edit-comment';
import { useQuoteComments, type CommentKind } from '../../api/get-comments';

const TEXT: Record<CommentKind, { list: string; add: string; submit: string; empty: string; added: string }> = {
  customer: {
    list: 'Customer comments',
    add: 'Reply to the customer',
    submit: 'Send reply',
    empty: 'No comments from the customer yet. Their comments on the quote page, and your replies, show here.',
    added: 'Your reply was added: the customer sees it on the quote page.',
  },
  internal: {
    list: 'Internal comments',
    add: 'Add an internal comment',
    submit: 'Add comment',
    empty: 'No internal comments yet. Only staff see these.',
    added: 'Your comment was added.',
  },
};

type Props = { quote: Pick<QuoteOut, 'quote_id' | 'uuid' | 'sent_version'>; kind: CommentKind };

/** One conversation on the quote, oldest first: add to it, and change your own comments. */
export function CommentsPanel({ quote, kind }: Props) {
  const text = TEXT[kind];
  const { userId } = useSession();
  const { showSuccess, showError } = useSnackbar();
  const comments = useQuoteComments(quote, kind);
  const add = useAddQuoteComment(quote.quote_id, kind);
  const edit = useEditQuoteComment(quote.quote_id, kind);
  const edits = useOpened<string, number>();
  const reportError = (error: unknown) => showError(errorMessage(error));
  const editError = (error: unknown) => edits.refused(error, () => comments.refetch()) || reportError(error);

  return (
    <Stack spacing={2}>
      {kind === 'customer' && quote.sent_version === null && (
        <Alert severity="info">The quote has not been sent: the customer sees these replies once it is.</Alert>
      )}
      {comments.isPending && <LoadingRows label={`Loading ${text.list.toLowerCase()}`} />}
      {comments.isError && <ErrorState error={comments.error} onRetry={() => void comments.refetch()} />}
      {comments.data?.length === 0 && <EmptyState>{text.empty}</EmptyState>}
      {comments.data && comments.data.length > 0 && (
        <List aria-label={text.list} disablePadding>
          {comments.data.map((comment) => (
            <ListItem key={comment.comment_id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
              <CommentHeading
                comment={comment}
                editing={edits.isOpen(comment.comment_id)}
                onEdit={() => edits.open(comment.comment, comment.comment_id)}
              />
              {edits.isOpen(comment.comment_id) ? (
                <Box sx={{ mt: 1 }}>
                  <ChangedSinceAlert changed={edits.changed} now={comment.comment} kind="comment" />
                  <NoteEditor
                    label="Edit comment"
                    initial={comment.comment}
                    submitLabel="Save comment"
                    autoFocus
                    pending={edit.isPending}
                    onSubmit={(body) =>
                      edit.mutateAsync({ comment_id: comment.comment_id, comment: body, previous: edits.sent(comment.comment) }).then(() => {
                        edits.close();
                        showSuccess('The comment was saved.');
                      })
                    }
                    onCancel={edits.close}
                    onError={editError}
                  />
                </Box>
              ) : (
                <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', mt: 0.5 }}>{comment.comment}</Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <NoteEditor
        label={text.add}
        submitLabel={text.submit}
        pending={add.isPending}
        onSubmit={(body) => {
          if (userId === null) return Promise.reject(new Error('Not logged in'));
          return add.mutateAsync({ comment: body, uuid: quote.uuid, user_id: userId }).then(() => showSuccess(text.added));
        }}
        onError={reportError}
      />
    </Stack>
  );
}

function CommentHeading({ comment, editing, onEdit }: { comment: QuoteCommentOut; editing: boolean; onEdit: () => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary" component="div">
        <Box component="strong" sx={{ color: 'text.primary' }}>
          {comment.author_name}
        </Box>
        {comment.from_customer && <Chip size="small" label="Customer" color="info" variant="outlined" sx={{ ml: 1 }} />}
        {' · '}
        {formatDateTime(comment.created_at)}
        {` · version ${comment.version}`}
        {comment.edited_at && ` · edited ${formatDateTime(comment.edited_at)}`}
      </Typography>
      {comment.can_edit && !editing && (
        <Tooltip title="Edit comment">
          <IconButton aria-label={`Edit comment by ${comment.author_name}`} onClick={onEdit}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
