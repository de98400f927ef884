import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

const URL_RE = /(https?:\/\/[^\s<>"']+)/g;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]]+$/;

export type TextPart = { kind: 'text'; value: string } | { kind: 'link'; value: string };

/** Split plain text into text and http(s) addresses. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    const start = match.index ?? 0;
    const url = match[0].replace(TRAILING, '');
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    parts.push({ kind: 'link', value: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

/** Plain text (e.g. a mail body) with its web addresses rendered as clickable links. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit' }}>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <Link key={index} href={part.value}>
            {part.value}
          </Link>
        ) : (
          <Fragment key={index}>{part.value}</Fragment>
        ),
      )}
    </Typography>
  );
}
