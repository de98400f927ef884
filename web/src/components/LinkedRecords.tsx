import Link from '@mui/material/Link';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { recordPath } from '@/lib/links';

export type LinkedRecord = { record_type: string; record_id: number; label: string; order_id?: number | null };

/**
 * A task's linked records, "Q-260010 · Riverside", each a link to its record's screen (plain text only for a record
 * with no screen of its own). `draggable={false}`: on a card that drags, a link is not dragged out of it.
 */
export function LinkedRecords({ links }: { links: readonly LinkedRecord[] }) {
  return (
    <>
      {links.map((link, index) => {
        const path = recordPath(link.record_type, link.record_id, link.order_id);
        return (
          <Fragment key={`${link.record_type}:${link.record_id}`}>
            {index > 0 && ' · '}
            {path ? (
              <Link component={RouterLink} to={path} draggable={false} underline="hover">
                {link.label}
              </Link>
            ) : (
              link.label
            )}
          </Fragment>
        );
      })}
    </>
  );
}
