import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LoadingRows } from '@/components/SectionStates';
import { applyFieldErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { publicErrorMessage } from '@/lib/public-errors';
import { useSnackbar } from '@/lib/snackbar';
import { requiredText } from '@/lib/validation';

/** The API's limits (QuoteCustomerCommentIn, SupplierCommentIn). */
const schema = z.object({ name: requiredText(200), comment: requiredText(5000) });
type Values = z.infer<typeof schema>;
const FIELDS = ['name', 'comment'] as const;

/** A comment as both public pages show it: the party's own, or a reply from our staff. */
export type PublicComment = {
  comment_id: number;
  comment: string;
  author_name?: string | null;
  created_at: string;
  edited_at?: string | null;
};

export type PublicCommentsProps<C extends PublicComment> = {
  comments: UseQueryResult<C[]>;
  post: UseMutationResult<unknown, unknown, Values>;
  /** Whether the comment is the party's own (a customer's, a supplier's), not our staff's reply. */
  fromParty: (comment: C) => boolean;
  /** Who wrote a comment that names no author. */
  unnamed: (comment: C) => string;
  /** Our company's name, shown beside a staff reply's author. */
  ours: string;
  sent: string;
  empty: string;
  defaultName: string;
  onName: (name: string) => void;
};

function Comment<C extends PublicComment>({ comment, fromParty, unnamed, ours }: { comment: C } & Pick<
  PublicCommentsProps<C>,
  'fromParty' | 'unnamed' | 'ours'
>) {
  const party = fromParty(comment);
  const initial = (comment.author_name || '?').charAt(0).toUpperCase();
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5 }}>
      <Avatar aria-hidden sx={{ width: 32, height: 32, fontSize: 14, bgcolor: party ? 'brand.accent' : 'primary.main' }}>
        {initial}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" color="text.secondary">
          <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {comment.author_name || unnamed(comment)}
          </Box>
          {!party && ours && ` · ${ours}`} · {formatDateTime(comment.created_at)}
          {comment.edited_at && ' (edited)'}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{comment.comment}</Typography>
      </Box>
    </Box>
  );
}

/** Questions and answers on a public page (a customer's quote, a supplier's request): the party's comments and our
 * staff's replies, oldest first, and a form to add one. */
export function PublicComments<C extends PublicComment>(props: PublicCommentsProps<C>) {
  const { comments, post, fromParty, unnamed, ours, sent, empty, defaultName, onName } = props;
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
        showSuccess(sent);
      },
      onError: (error) => applyFieldErrors(error, setError, FIELDS),
    });
  });

  const list = comments.data ?? [];
  return (
    <Stack spacing={2}>
      {comments.isPending && <LoadingRows label="Loading comments" rows={2} />}
      {comments.isError && <Alert severity="error">{publicErrorMessage(comments.error)}</Alert>}
      {comments.isSuccess && list.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
      {list.length > 0 && (
        <Stack component="ul" aria-label="Comments" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {list.map((comment) => (
            <Comment key={comment.comment_id} comment={comment} fromParty={fromParty} unnamed={unnamed} ours={ours} />
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
