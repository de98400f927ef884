/** The id of a screen's content (Page's <main>): where the shell's "Skip to content" link moves the focus. */
export const MAIN_CONTENT_ID = 'main-content';
