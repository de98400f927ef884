import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { AttachableFile } from '../api/types';
import { recordLabel } from '../lib/links';

type Props = {
  files: readonly AttachableFile[];
  value: number[];
  onChange: (fileIds: number[]) => void;
};

const recordOf = (file: AttachableFile) => `${recordLabel(file.record_type)}: ${file.record_label}`;

/** Files to attach to a message, picked from those already stored on the task's linked records (grouped by record). */
export function AttachmentsField({ files, value, onChange }: Props) {
  const byId = new Map(files.map((file) => [file.file_id, file]));
  return (
    <Autocomplete
      multiple
      size="small"
      options={files.map((file) => file.file_id)}
      value={value}
      onChange={(_, next) => onChange(next)}
      getOptionLabel={(id) => byId.get(id)?.name ?? `File ${id}`}
      groupBy={(id) => {
        const file = byId.get(id);
        return file ? recordOf(file) : '';
      }}
      filterSelectedOptions
      renderInput={(params) => <TextField {...params} label="Attach files" placeholder="From the linked records" />}
    />
  );
}
