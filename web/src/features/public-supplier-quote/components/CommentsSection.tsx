import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LoadingRows } from '@/components/SectionStates';
import { applyFieldErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { useSnackbar } from '@/lib/snackbar';
import { requiredText } from '@/lib/validation';
import { usePostSupplierComment, useSupplierComments } from '../api/comments';
import type { SupplierCommentOut } from '../api/types';
import { publicErrorMessage } from '../lib/errors';

/** The API's limits (SupplierCommentIn). */
const schema = z.object({ name: requiredText(200), comment: requiredText(5000) });
type Values = z.infer<typeof schema>;
const FIELDS = ['name', 'comment'] as const;

function Comment({ comment, buyer }: { comment: SupplierCommentOut; buyer: string }) {
  const initial = (comment.author_name || '?').charAt(0).toUpperCase();
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5 }}>
      <Avatar aria-hidden sx={{ width: 32, height: 32, fontSize: 14, bgcolor: comment.from_supplier ? 'brand.accent' : 'primary.main' }}>
        {initial}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" color="text.secondary">
          <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {comment.author_name || (comment.from_supplier ? 'You' : buyer)}
          </Box>
          {!comment.from_supplier && buyer && ` · ${buyer}`} · {formatDateTime(comment.created_at)}
          {comment.edited_at && ' (edited)'}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{comment.comment}</Typography>
      </Box>
    </Box>
  );
}

type Props = { uuid: string; buyer: string; defaultName: string; onName: (name: string) => void };

/** Questions and answers with the buyer about the request: the supplier's comments and the buyer's replies. */
export function CommentsSection({ uuid, buyer, defaultName, onName }: Props) {
  const comments = useSupplierComments(uuid);
  const post = usePostSupplierComment(uuid);
  const { showSuccess } = useSnackbar();
  const { register, handleSubmit, formState, setError, resetField } = useForm<Values>({
    resolver: zodResolver(schema),
    values: { name: defaultName, comment: '' },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit((values) => {
    onName(values.name);
    post.mutate(values, {
      onSuccess: () => {
        resetField('comment', { defaultValue: '' });
        showSuccess(`Your comment has been sent to ${buyer}.`);
      },
      onError: (error) => applyFieldErrors(error, setError, FIELDS),
    });
  });

  const list = comments.data ?? [];
  return (
    <Stack spacing={2}>
      {comments.isPending && <LoadingRows label="Loading comments" rows={2} />}
      {comments.isError && <Alert severity="error">{publicErrorMessage(comments.error)}</Alert>}
      {comments.isSuccess && list.length === 0 && (
        <Typography color="text.secondary">No comments yet. Ask {buyer} anything about this request.</Typography>
      )}
      {list.length > 0 && (
        <Stack component="ul" aria-label="Comments" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {list.map((comment) => (
            <Comment key={comment.comment_id} comment={comment} buyer={buyer} />
          ))}
        </Stack>
      )}
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Add a comment">
        <Stack spacing={1.5}>
          {post.isError && !formState.errors.comment && !formState.errors.name && (
            <Alert severity="error">{publicErrorMessage(post.error)}</Alert>
          )}
          <TextField
            label="Your name"
            autoComplete="name"
            required
            size="small"
            sx={{ maxWidth: { sm: 360 } }}
            error={!!formState.errors.name}
            helperText={formState.errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Comment"
            multiline
            minRows={3}
            required
            error={!!formState.errors.comment}
            helperText={formState.errors.comment?.message}
            {...register('comment')}
          />
          <Box>
            <Button type="submit" variant="outlined" loading={post.isPending}>
              Post comment
            </Button>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
