import { PublicComments } from '@/components/PublicComments';
import { usePostComment, usePublicComments } from '../api/comments';

type Props = { uuid: string; company: string; defaultName: string; onName: (name: string) => void };

/** Questions and answers about the quote: the customer's comments and the staff's replies, and a form. */
export function CommentsSection({ uuid, company, defaultName, onName }: Props) {
  return (
    <PublicComments
      comments={usePublicComments(uuid)}
      post={usePostComment(uuid)}
      fromParty={(comment) => comment.from_customer}
      unnamed={() => 'Customer'}
      ours={company}
      sent="Thank you — your comment has been sent."
      empty="No comments yet. Ask us anything about this quote."
      defaultName={defaultName}
      onName={onName}
    />
  );
}
