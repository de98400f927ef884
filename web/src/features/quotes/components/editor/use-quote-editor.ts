import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuoteOut } from '@/lib/api/types';
import { placeServerErrors } from '@/lib/form-errors';
import { errorMessage, isApiError } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useAddQuote } from '../../api/add-quote';
import { useEditQuote } from '../../api/edit-quote';
import { getQuote, quoteVersionKey } from '../../api/get-quote';
import { compareLines, type ComparedLine } from '../../lib/editor/compare';
import { draftFromQuote, emptyDraft, quoteFields, snapshot, type Draft } from '../../lib/editor/draft';
import { checkDraft, editorField, type FieldMessages } from '../../lib/editor/errors';
import { doubtfulLines, type DoubtfulLine } from '../../lib/editor/plausible';
import type { Action } from '../../lib/editor/reducer';
import { createEditorStore, snapshotOf, useEditorSelector } from '../../lib/editor/store';

export type Conflict = {
  message: string;
  compared: ComparedLine[] | null;
  comparing: boolean;
  reloading: boolean;
  error: string | null;
};

const FIX_FIELDS = 'Some fields need attention: see the messages beside them.';

/** The editor's messages that an edit clears: the field it touched (a sell price clears the margin's too). */
function touched(action: Action): string[] {
  switch (action.type) {
    case 'header':
      return Object.keys(action.patch);
    case 'line':
      return action.field === 'sell' || action.field === 'margin'
        ? [`${action.key}.sell`, `${action.key}.margin`]
        : [`${action.key}.${action.field}`];
    case 'shipping':
      return Object.keys(action.patch).map((field) => `shipping.${field}`);
    case 'plot':
      return [`${action.key}.${action.field}`];
    case 'plotQuantity':
      return [`${action.plotKey}.quantities`];
    default:
      return [];
  }
}

type Options = {
  /** The saved version shown, or null for a new quote. */
  quote: QuoteOut | null;
  /** A new quote's first draft (an empty one by default). */
  blank?: Draft;
  /** After the first save of a new quote. */
  onCreated: (quote: QuoteOut) => void;
};

/**
 * The editor's state: the draft (in a store the screen's parts read from, lib/editor/store.ts), what it was
 * loaded from (whose row_version goes with the save), whether anything changed, the messages on fields, and the
 * save with its outcomes: saved (the draft becomes the saved copy), 422 (messages on the cells), 409 (the
 * conflict dialog; the edits stay until the user decides). A keystroke re-renders the screen only when it
 * changes whether there are unsaved changes.
 */
export function useQuoteEditor({ quote, blank, onCreated }: Options) {
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const add = useAddQuote();
  const edit = useEditQuote();
  const [base, setBase] = useState<QuoteOut | null>(quote);
  const [start] = useState(() => blank ?? emptyDraft(null));
  const [store, setStore] = useState(() => createEditorStore(quote ? draftFromQuote(quote) : start));
  const [baseline, setBaseline] = useState(() => snapshotOf(store.get().draft));
  const [errors, setErrors] = useState<FieldMessages>({});
  const errorsNow = useRef(errors);
  useEffect(() => {
    errorsNow.current = errors;
  }, [errors]);
  const [problems, setProblems] = useState<string[]>([]);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  /** Lines whose quantity a save asks about first (null: not asking). */
  const [doubtful, setDoubtful] = useState<DoubtfulLine[] | null>(null);
  const dirty = useEditorSelector(store, (state) => snapshotOf(state.draft) !== baseline);
  const readOnly = quote?.read_only ?? false;

  const take = useCallback((copy: QuoteOut) => {
    const next = draftFromQuote(copy);
    setBase(copy);
    setStore(createEditorStore(next));
    setBaseline(snapshotOf(next));
    setErrors({});
    setProblems([]);
    setConflict(null);
  }, []);

  // A fresh copy of the quote (after an action in a panel, or a refetch): shown when nothing is being edited;
  // with edits in progress it becomes the base only when just its row version moved. (Adjusted while
  // rendering, as React advises for state that follows a prop.)
  const [seen, setSeen] = useState(quote);
  if (quote !== seen) {
    setSeen(quote);
    if (quote && quote !== base) {
      if (!dirty) take(quote);
      else if (base && snapshot(draftFromQuote(quote)) === snapshot(draftFromQuote(base))) setBase(quote);
    }
  }

  const dispatch = useCallback(
    (action: Action) => {
      if (action.type === 'reset') setStore(createEditorStore(action.draft));
      else store.dispatch(action);
      const cleared = touched(action);
      // Only when the edit clears a message: a keystroke asks nothing of React here.
      if (cleared.some((name) => name in errorsNow.current)) {
        setErrors((all) => {
          const next = { ...all };
          for (const name of cleared) delete next[name];
          return next;
        });
      }
    },
    [store],
  );

  const failed = (error: unknown) => {
    const { draft } = store.get();
    const placed: FieldMessages = {};
    const fields = isApiError(error)
      ? error.errors.map((e) => e.field).filter((field) => editorField(field, draft) !== null)
      : [];
    const outcome = placeServerErrors<FieldMessages>(
      error,
      (field, { message }) => {
        const name = editorField(String(field), draft);
        if (name && message) placed[name] = message;
      },
      fields,
    );
    if (outcome === 'stale') {
      setConflict({ message: errorMessage(error), compared: null, comparing: false, reloading: false, error: null });
      return;
    }
    setErrors(placed);
    const unplaced = isApiError(error)
      ? error.errors.filter((e) => editorField(e.field, draft) === null).map((e) => `${e.field}: ${e.message}`)
      : [];
    const messages = outcome === 'placed' ? [FIX_FIELDS] : [...(Object.keys(placed).length ? [FIX_FIELDS] : []), ...unplaced];
    setProblems(messages.length ? messages : [errorMessage(error)]);
  };

  const saving = add.isPending || edit.isPending;

  /** Save; a quantity more than a line plausibly holds asks first, unless `quantitiesConfirmed`. */
  const submit = (quantitiesConfirmed: boolean) => {
    if (readOnly || saving || !dirty) return;
    const { draft } = store.get();
    const found = checkDraft(draft);
    if (Object.keys(found).length) {
      setErrors(found);
      setProblems([FIX_FIELDS]);
      return;
    }
    setProblems([]);
    const unlikely = doubtfulLines(draft.lines);
    if (unlikely.length && !quantitiesConfirmed) {
      setDoubtful(unlikely);
      return;
    }
    setDoubtful(null);
    const fields = quoteFields(draft);
    const notes = draft.header.internalNotes.trim();
    if (!base) {
      add.mutate(
        { quote: fields, notes },
        {
          onSuccess: (saved) => {
            setBaseline(snapshotOf(draft));
            showSuccess(`Quote ${saved.number} was saved.`);
            onCreated(saved);
          },
          onError: failed,
        },
      );
      return;
    }
    const wasSent = base.version_status !== 'draft';
    edit.mutate(
      { quote: { ...fields, quote_id: base.quote_id, row_version: base.row_version }, notes },
      {
        onSuccess: (saved) => {
          take(saved);
          showSuccess(
            wasSent && saved.version !== base.version
              ? `Quote ${saved.number} was saved as version ${saved.version}.`
              : `Quote ${saved.number} was saved.`,
          );
        },
        onError: failed,
      },
    );
  };

  const save = () => submit(false);

  const fetchCurrent = (quoteId: number) =>
    queryClient.fetchQuery({
      queryKey: quoteVersionKey(quoteId, null),
      queryFn: ({ signal }) => getQuote(quoteId, null, signal),
      staleTime: 0,
    });

  const reload = () => {
    if (!base) return;
    setConflict((c) => c && { ...c, reloading: true, error: null });
    fetchCurrent(base.quote_id).then(take, (error: unknown) =>
      setConflict((c) => c && { ...c, reloading: false, error: errorMessage(error) }),
    );
  };

  const compare = () => {
    if (!base) return;
    setConflict((c) => c && { ...c, comparing: true, error: null });
    getQuote(base.quote_id, null).then(
      (theirs) =>
        setConflict((c) => c && { ...c, comparing: false, compared: compareLines(store.get().draft.lines, draftFromQuote(theirs).lines) }),
      (error: unknown) => setConflict((c) => c && { ...c, comparing: false, error: errorMessage(error) }),
    );
  };

  const discard = () => {
    const next = base ? draftFromQuote(base) : start;
    setStore(createEditorStore(next));
    setBaseline(snapshotOf(next));
    setErrors({});
    setProblems([]);
  };

  return {
    base,
    store,
    dispatch,
    dirty,
    readOnly,
    errors,
    problems,
    saving,
    save,
    discard,
    conflict,
    reload,
    compare,
    closeConflict: () => setConflict(null),
    doubtful,
    confirmQuantities: () => submit(true),
    closeDoubtful: () => setDoubtful(null),
  };
}
