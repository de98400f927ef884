/**
 * The chat panel's UI state, kept above the routes so it survives navigation: open or closed, the current
 * conversation (its questions and answers live in the query cache), the view, the kind filter, the question
 * being typed and what the user said about each answer. It starts afresh when another user signs in.
 */
import type { AssistantKind } from '@/lib/api/types';
import { getSession, subscribeSession } from '@/lib/session';
import { createStore } from '@/lib/store';

export type PanelView = 'chat' | 'history';
export type FeedbackGiven = 'helpful' | 'unhelpful' | 'corrected';

export type PanelState = {
  open: boolean;
  view: PanelView;
  /** null: a new conversation, created by its first question. */
  conversationId: number | null;
  kinds: AssistantKind[];
  draft: string;
  feedback: Record<number, FeedbackGiven>;
  /** Raised to put the cursor in the question box (the shortcut, the button, "New conversation"). */
  focusRequest: number;
  /** A question asked from outside the panel (Home's ask box): the chat asks it in a new conversation. */
  asked: string | null;
};

const INITIAL: PanelState = {
  open: false,
  view: 'chat',
  conversationId: null,
  kinds: [],
  draft: '',
  feedback: {},
  focusRequest: 0,
  asked: null,
};

export const panelStore = createStore<PanelState>(INITIAL);
export const usePanelState = panelStore.use;

const update = (change: Partial<PanelState>) => panelStore.set({ ...panelStore.get(), ...change });
const focusAgain = () => panelStore.get().focusRequest + 1;

export function openPanel(): void {
  update({ open: true, focusRequest: focusAgain() });
}

export function closePanel(): void {
  if (panelStore.get().open) update({ open: false });
}

export function togglePanel(): void {
  if (panelStore.get().open) closePanel();
  else openPanel();
}

/** Back to the question box, e.g. when the shortcut is pressed while the panel is open but not focused. */
export function focusQuestion(): void {
  update({ view: 'chat', focusRequest: focusAgain() });
}

export function showHistory(): void {
  update({ view: 'history' });
}

export function showConversation(conversationId: number): void {
  update({ view: 'chat', conversationId });
}

/** A first question's answer made its conversation: questions after it continue that one (the view stays). */
export function adoptConversation(conversationId: number): void {
  update({ conversationId });
}

export function newConversation(): void {
  update({ view: 'chat', conversationId: null, draft: '', focusRequest: focusAgain() });
}

/** Home's ask box: the panel opens on a new conversation and asks the question there. */
export function askInPanel(question: string): void {
  update({ open: true, view: 'chat', conversationId: null, draft: '', asked: question });
}

/** The chat took the question asked from outside. */
export function takeAsked(): string | null {
  const { asked } = panelStore.get();
  if (asked !== null) update({ asked: null });
  return asked;
}

/** A recent question on Home: the panel opens on its conversation. */
export function openConversation(conversationId: number): void {
  update({ open: true, view: 'chat', conversationId });
}

export function setKinds(kinds: AssistantKind[]): void {
  update({ kinds });
}

export function setDraft(draft: string): void {
  update({ draft });
}

export function markFeedback(exchangeId: number, given: FeedbackGiven): void {
  update({ feedback: { ...panelStore.get().feedback, [exchangeId]: given } });
}

let owner = getSession().userId;
subscribeSession(() => {
  const { userId } = getSession();
  if (userId === owner) return;
  owner = userId;
  panelStore.set(INITIAL);
});
