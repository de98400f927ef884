import { useSyncExternalStore } from 'react';

/** A tiny external store for UI state that any module may raise (snackbar, notification bar). */
export function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  const get = () => state;
  const set = (next: T) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const use = () => useSyncExternalStore(subscribe, get, get);
  return { get, set, subscribe, use };
}

/** What a transient message (snackbar, notification bar) shows; `key` changes with every message. */
export type MessageState<C extends string> = { visible: boolean; message: string; colour: C; key: number };

/** A store of one transient message, with the functions that show and hide it. */
export function createMessageStore<C extends string>(defaultColour: C) {
  const store = createStore<MessageState<C>>({ visible: false, message: '', colour: defaultColour, key: 0 });
  const show = (message: string, colour: C = defaultColour) =>
    store.set({ visible: true, message, colour, key: store.get().key + 1 });
  const hide = () => {
    const state = store.get();
    if (state.visible) store.set({ ...state, visible: false });
  };
  return { store, show, hide };
}
