/** "@mentions" in a message: what is being typed after an @, and who the finished message names. */
export type Mentionable = { id: number; name: string };

/** The @word being typed just before the caret ("Can you @ja" → "ja"), or null. */
export function mentionQuery(text: string, caret: number): { query: string; start: number } | null {
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { query: match[2], start: caret - match[2].length - 1 };
}

export function mentionMatches(people: readonly Mentionable[], query: string, limit = 6): Mentionable[] {
  const q = query.toLowerCase();
  return people.filter((person) => person.name.toLowerCase().split(/\s+/).some((part) => part.startsWith(q)) || person.name.toLowerCase().startsWith(q)).slice(0, limit);
}

/** The text with "@ja" (at `start`, up to the caret) replaced by "@Jane Doe ", and where the caret goes. */
export function insertMention(text: string, start: number, caret: number, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/** The people whose "@Full Name" the message still holds. */
export function mentionedIn(text: string, people: readonly Mentionable[]): number[] {
  return people.filter((person) => text.includes(`@${person.name}`)).map((person) => person.id);
}
