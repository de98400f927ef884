import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { WithReason } from '@/components/WithReason';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { AttachableFile } from '../api/types';
import { insertMention, mentionedIn, mentionMatches, mentionQuery, type Mentionable } from '../lib/mentions';
import { AttachmentsField } from './AttachmentsField';

type Props = {
  people: readonly Mentionable[];
  pending: boolean;
  /** Files of the task's linked records that the message may attach (no picker when there are none). */
  files?: readonly AttachableFile[];
  onSend: (message: string, mentioned: number[], fileIds: number[]) => Promise<unknown>;
};

/**
 * A message with @mentions: typing "@" and part of a name offers the staff who match (arrows, Enter or Tab to pick);
 * attachments are picked from the files already on the task's linked records.
 */
export function MessageComposer({ people, pending, files = [], onSend }: Props) {
  const [text, setText] = useState('');
  const [attached, setAttached] = useState<number[]>([]);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const input = useRef<HTMLTextAreaElement | null>(null);
  const listId = useId();
  const typing = mentionQuery(text, caret);
  const matches = useMemo(() => (typing ? mentionMatches(people, typing.query) : []), [people, typing]);
  const open = typing !== null && matches.length > 0 && dismissed !== typing.start;
  const current = Math.min(active, matches.length - 1);

  const pick = (person: Mentionable) => {
    if (!typing) return;
    const next = insertMention(text, typing.start, caret, person.name);
    setText(next.text);
    setCaret(next.caret);
    setActive(0);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'ArrowDown') setActive((current + 1) % matches.length);
    else if (event.key === 'ArrowUp') setActive((current - 1 + matches.length) % matches.length);
    else if (event.key === 'Enter' || event.key === 'Tab') pick(matches[current]);
    else if (event.key === 'Escape') setDismissed(typing.start);
    else return;
    event.preventDefault();
  };

  const send = () => {
    const message = text.trim();
    if (!message) return;
    void onSend(message, mentionedIn(message, people), attached).then(
      () => {
        setText('');
        setCaret(0);
        setAttached([]);
      },
      () => undefined,
    );
  };

  return (
    <Stack spacing={1} sx={{ position: 'relative' }}>
      <TextField
        label="Message"
        multiline
        minRows={2}
        value={text}
        inputRef={input}
        placeholder="Write a message; @ mentions a colleague"
        onChange={(event) => {
          setText(event.target.value);
          setCaret(event.target.selectionStart ?? event.target.value.length);
        }}
        onSelect={(event) => setCaret((event.target as HTMLTextAreaElement).selectionStart ?? 0)}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-expanded': open,
            'aria-controls': open ? listId : undefined,
            'aria-autocomplete': 'list',
            'aria-activedescendant': open ? `${listId}-${current}` : undefined,
          },
        }}
      />
      {open && (
        <Paper elevation={4} sx={{ position: 'absolute', top: '100%', left: 0, zIndex: 10, minWidth: 240 }}>
          <List id={listId} role="listbox" aria-label="People to mention" dense>
            {matches.map((person, index) => (
              <ListItemButton
                key={person.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === current}
                selected={index === current}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(person)}
              >
                {person.name}
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
      {files.length > 0 && <AttachmentsField files={files} value={attached} onChange={setAttached} />}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <WithReason reason={text.trim() ? null : 'Write the message first.'}>
          <Button variant="contained" onClick={send} loading={pending} disabled={!text.trim()}>
            Send
          </Button>
        </WithReason>
      </Stack>
    </Stack>
  );
}
