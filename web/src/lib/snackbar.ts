/** The global snackbar: a success message in the primary colour or an error message in the error colour. */
import { createStore } from './store';

export type SnackbarColour = 'primary' | 'error';
export type SnackbarState = { visible: boolean; message: string; colour: SnackbarColour; key: number };

export const snackbarStore = createStore<SnackbarState>({
  visible: false,
  message: '',
  colour: 'primary',
  key: 0,
});

export function showSnackbar(message: string, colour: SnackbarColour = 'primary'): void {
  snackbarStore.set({ visible: true, message, colour, key: snackbarStore.get().key + 1 });
}

export function hideSnackbar(): void {
  snackbarStore.set({ ...snackbarStore.get(), visible: false });
}

const actions = {
  showSuccess: (message: string) => showSnackbar(message, 'primary'),
  showError: (message: string) => showSnackbar(message, 'error'),
  hide: hideSnackbar,
};

/** What mutations use to report their outcome. */
export function useSnackbar() {
  return actions;
}
