/** The global snackbar: a success message in the primary colour or an error message in the error colour. */
import { createMessageStore, type MessageState } from './store';

export type SnackbarColour = 'primary' | 'error';
export type SnackbarState = MessageState<SnackbarColour>;

const snackbar = createMessageStore<SnackbarColour>('primary');

export const snackbarStore = snackbar.store;
export const showSnackbar = snackbar.show;
export const hideSnackbar = snackbar.hide;

const actions = {
  showSuccess: (message: string) => showSnackbar(message, 'primary'),
  showError: (message: string) => showSnackbar(message, 'error'),
  hide: hideSnackbar,
};

/** What mutations use to report their outcome. */
export function useSnackbar() {
  return actions;
}
