import CheckIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import MissingIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  brokenConditions,
  requiredStatus,
  sampleValues,
  type Mapping,
  type MappingCheck,
  type MappingField,
  type MappingRules,
} from '@/lib/import-mapping';

type Props = {
  fileName: string;
  columns: readonly string[];
  fields: readonly MappingField[];
  /** The rows in the file, and those the preview holds (the sample values come from them). */
  rowCount: number;
  rows: readonly (readonly string[])[];
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
  rules: MappingRules;
  check: MappingCheck;
  /** What the mapping leaves out ("columns set to Ignore are left out."). */
  leftOut: string;
  /** What the sample values say of a column with none. */
  noSamples: string;
  /** Show the whole-mapping problems (after "Check rows" was pressed once). */
  showProblems: boolean;
};

const plural = (n: number, word: string) => `${n.toLocaleString('en-GB')} ${word}${n === 1 ? '' : 's'}`;

/** For each column of the file: a few of its values and the field it fills (or Ignore). */
export function MappingStep({ fileName, columns, fields, rowCount, rows, mapping, onChange, rules, check, leftOut, noSamples, showProblems }: Props) {
  const required = requiredStatus(fields, mapping, rules);
  // Said as soon as a column brings a rule in (an address column needs the rest of the address), before any run.
  const conditions = brokenConditions(mapping, rules);
  return (
    <Stack spacing={2}>
      <Typography>
        <strong>{fileName}</strong> has {plural(rowCount, 'row')} and {plural(columns.length, 'column')}.
        Choose the field each column fills; {leftOut}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id="import-required" variant="body2" sx={{ color: 'text.secondary' }}>
          Required:
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap role="list" aria-labelledby="import-required" sx={{ flexWrap: 'wrap' }}>
          {required.map(({ label, mapped }) => (
            <Chip
              key={label}
              role="listitem"
              size="small"
              icon={mapped ? <CheckIcon /> : <MissingIcon />}
              color={mapped ? 'success' : 'default'}
              variant={mapped ? 'filled' : 'outlined'}
              label={mapped ? label : `${label} (not chosen)`}
            />
          ))}
        </Stack>
      </Stack>
      {conditions.length > 0 && !showProblems && (
        <Alert severity="warning" aria-label="Also needed">
          {conditions.map((condition) => (
            <div key={condition}>{condition}.</div>
          ))}
        </Alert>
      )}
      {showProblems && check.problems.length > 0 && (
        <Alert severity="error" role="alert">
          {check.problems.map((problem) => (
            <div key={problem}>{problem}.</div>
          ))}
        </Alert>
      )}
      <Table size="small" aria-label="Column mapping">
        <TableHead>
          <TableRow>
            <TableCell>Column in the file</TableCell>
            <TableCell>Sample values</TableCell>
            <TableCell sx={{ width: 280 }}>Imports into</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {columns.map((column) => {
            const samples = sampleValues(columns, rows, column);
            const error = check.columnErrors[column];
            return (
              <TableRow key={column}>
                <TableCell sx={{ fontWeight: 500 }}>{column}</TableCell>
                <TableCell sx={{ color: 'text.secondary', maxWidth: 320 }}>
                  <Typography variant="body2" noWrap title={samples.join('\n')}>
                    {samples.length > 0 ? samples.join(' · ') : <em>{noSamples}</em>}
                  </Typography>
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    value={mapping[column] ?? ''}
                    onChange={(event) => onChange({ ...mapping, [column]: event.target.value || null })}
                    error={!!error}
                    helperText={error}
                    slotProps={{
                      select: { native: true },
                      htmlInput: { 'aria-label': `Field for column ${column}` },
                    }}
                  >
                    <option value="">Ignore</option>
                    {fields.map((field) => (
                      <option key={field.name} value={field.name}>
                        {field.required ? `${field.label} (required)` : field.label}
                      </option>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Stack>
  );
}
