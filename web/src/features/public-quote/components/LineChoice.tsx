import Checkbox from '@mui/material/Checkbox';
import Radio from '@mui/material/Radio';
import type { PublicLineOut } from '@/lib/api/types';

export type SelectLine = (line: PublicLineOut, selected: boolean) => void;

type Props = { line: PublicLineOut; disabled: boolean; onSelect: SelectLine };

/** A radio for a line of an alternative group, a checkbox for an optional line, nothing otherwise. */
export function LineChoice({ line, disabled, onSelect }: Props) {
  if (line.alternative_group) {
    return (
      <Radio
        name={`alternative-${line.alternative_group}`}
        checked={line.selected}
        disabled={disabled}
        onChange={(event) => event.target.checked && onSelect(line, true)}
        slotProps={{ input: { 'aria-label': `Choose ${line.description}` } }}
      />
    );
  }
  if (line.optional) {
    return (
      <Checkbox
        checked={line.selected}
        disabled={disabled}
        onChange={(event) => onSelect(line, event.target.checked)}
        slotProps={{ input: { 'aria-label': `Include ${line.description}` } }}
      />
    );
  }
  return null;
}
