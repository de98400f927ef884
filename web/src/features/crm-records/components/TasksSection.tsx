import { LinkedTasks } from '@/components/LinkedTasks';
import type { Kind } from '@/lib/api/types';

/** Tasks linked to the record, and a new one linked to it. */
export function TasksSection({ kind, id }: { kind: Kind; id: number }) {
  return <LinkedTasks recordType={kind} recordId={id} />;
}
