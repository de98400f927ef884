/** The quote's lines as the customer reads them: single lines, and each alternative group gathered in one place. */
import type { PublicLineOut } from '@/lib/api/types';

export type LineBlock =
  | { kind: 'line'; line: PublicLineOut }
  | { kind: 'group'; group: string; lines: PublicLineOut[] };

/** In position order; a group sits where its first line is, with all its lines together. */
export function lineBlocks(lines: readonly PublicLineOut[]): LineBlock[] {
  const sorted = [...lines].sort((a, b) => a.position - b.position);
  const blocks: LineBlock[] = [];
  const groups = new Map<string, PublicLineOut[]>();
  for (const line of sorted) {
    const group = line.alternative_group;
    if (!group) {
      blocks.push({ kind: 'line', line });
      continue;
    }
    const members = groups.get(group);
    if (members) {
      members.push(line);
    } else {
      const created = [line];
      groups.set(group, created);
      blocks.push({ kind: 'group', group, lines: created });
    }
  }
  return blocks;
}

/** Lines the customer chooses about: ticked options and alternatives. */
export const isChoice = (line: PublicLineOut): boolean => line.optional || !!line.alternative_group;
