/**
 * The public page's own cache, apart from the staff quote keys: `['public-quote', uuid, version]` for the
 * quote as the link shows it (version null: the newest sent) and `['public-quote', uuid, 'comments']`.
 */
export const publicQuoteKeys = {
  all: (uuid: string) => ['public-quote', uuid] as const,
  quote: (uuid: string, version: number | null) => ['public-quote', uuid, version] as const,
  comments: (uuid: string) => ['public-quote', uuid, 'comments'] as const,
};

export type PublicQuoteKey = ReturnType<typeof publicQuoteKeys.quote>;
