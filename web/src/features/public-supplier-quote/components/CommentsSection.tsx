import { PublicComments } from '@/components/PublicComments';
import { usePostSupplierComment, useSupplierComments } from '../api/comments';

type Props = { uuid: string; buyer: string; defaultName: string; onName: (name: string) => void };

/** Questions and answers with the buyer about the request: the supplier's comments and the buyer's replies. */
export function CommentsSection({ uuid, buyer, defaultName, onName }: Props) {
  return (
    <PublicComments
      comments={useSupplierComments(uuid)}
      post={usePostSupplierComment(uuid)}
      fromParty={(comment) => comment.from_supplier}
      unnamed={(comment) => (comment.from_supplier ? 'You' : buyer)}
      ours={buyer}
      sent={`Your comment has been sent to ${buyer}.`}
      empty={`No comments yet. Ask ${buyer} anything about this request.`}
      defaultName={defaultName}
      onName={onName}
    />
  );
}
