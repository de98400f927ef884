import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AssistantKind } from '@/lib/api/types';
import { FILTER_KINDS, kindsLabel } from '../lib/kinds';
import { setKinds } from '../lib/panel-store';

/** Optional chips that narrow the search to some kinds of record; none chosen searches everything. */
export function KindFilter({ kinds }: { kinds: AssistantKind[] }) {
  const toggle = (kind: AssistantKind) =>
    setKinds(kinds.includes(kind) ? kinds.filter((k) => k !== kind) : [...kinds, kind]);
  return (
    <Stack
      direction="row"
      spacing={0.75}
      useFlexGap
      role="group"
      aria-label="Search only in"
      sx={{ px: 1.5, py: 1, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}
    >
      {FILTER_KINDS.map((kind) => {
        const selected = kinds.includes(kind);
        return (
          <Chip
            key={kind}
            size="small"
            label={kindsLabel(kind)}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => toggle(kind)}
          />
        );
      })}
    </Stack>
  );
}
