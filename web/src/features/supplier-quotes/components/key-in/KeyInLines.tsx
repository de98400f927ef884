import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ProductPicker } from '@/components/product-picker';
import { UNIT_LABELS } from '@/lib/units';
import { blankLine, type KeyInLine, type Problems, type Unit } from '../../lib/key-in';
import { usePhone } from '@/lib/use-phone';

type Props = {
  lines: KeyInLine[];
  problems: Problems;
  onChange: (lines: KeyInLine[]) => void;
};

const LEAD_UNITS = { working_days: 'working days', weeks: 'weeks' } as const;

type Field = (line: KeyInLine, index: number) => ReactNode;

/** Each box of a line, as the desk's table and the phone's cards both place them. */
function lineFields({ lines, problems, onChange }: Props) {
  const update = (key: string, changes: Partial<KeyInLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...changes } : line)));
  const problem = (index: number, field: string) => problems[`lines.${index}.${field}`];
  const name = (line: KeyInLine, index: number) => line.description || `line ${index + 1}`;

  const description: Field = (line, index) => (
    <>
      <TextField
        size="small"
        fullWidth
        value={line.code ? `${line.code} · ${line.description}` : line.description}
        disabled={line.product_id !== null}
        onChange={(event) => update(line.key, { description: event.target.value })}
        error={!!(problem(index, 'description') ?? problem(index, 'product_id'))}
        helperText={problem(index, 'description') ?? problem(index, 'product_id')}
        slotProps={{ htmlInput: { 'aria-label': `Description of line ${index + 1}` } }}
      />
      {line.cannot_quote && (
        <TextField
          size="small"
          fullWidth
          sx={{ mt: 1 }}
          label="Why not"
          value={line.cannot_quote_reason}
          onChange={(event) => update(line.key, { cannot_quote_reason: event.target.value })}
          error={!!problem(index, 'cannot_quote_reason')}
          helperText={problem(index, 'cannot_quote_reason')}
        />
      )}
    </>
  );
  const quantity: Field = (line, index) => (
    <TextField
      size="small"
      fullWidth
      value={line.quantity}
      onChange={(event) => update(line.key, { quantity: event.target.value })}
      error={!!problem(index, 'quantity')}
      helperText={problem(index, 'quantity')}
      slotProps={{ htmlInput: { 'aria-label': `Quantity of ${name(line, index)}`, inputMode: 'decimal' } }}
    />
  );
  const basis: Field = (line, index) => (
    <TextField
      select
      size="small"
      fullWidth
      value={line.unit}
      onChange={(event) => update(line.key, { unit: event.target.value as Unit })}
      slotProps={{ htmlInput: { 'aria-label': `Basis of ${name(line, index)}` } }}
    >
      {Object.entries(UNIT_LABELS).map(([value, label]) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
  const price: Field = (line, index) => (
    <TextField
      size="small"
      fullWidth
      value={line.price}
      disabled={line.cannot_quote}
      onChange={(event) => update(line.key, { price: event.target.value })}
      error={!!problem(index, 'price')}
      helperText={problem(index, 'price')}
      slotProps={{ htmlInput: { 'aria-label': `Price of ${name(line, index)}`, inputMode: 'decimal' } }}
    />
  );
  const leadTime: Field = (line, index) => (
    <Stack direction="row" spacing={1}>
      <TextField
        size="small"
        value={line.lead_time}
        disabled={line.cannot_quote}
        onChange={(event) => update(line.key, { lead_time: event.target.value })}
        error={!!problem(index, 'lead_time')}
        helperText={problem(index, 'lead_time')}
        sx={{ width: 70, flexShrink: 0 }}
        slotProps={{ htmlInput: { 'aria-label': `Lead time of ${name(line, index)}`, inputMode: 'numeric' } }}
      />
      <TextField
        select
        size="small"
        fullWidth
        value={line.lead_time_unit}
        disabled={line.cannot_quote}
        onChange={(event) => update(line.key, { lead_time_unit: event.target.value as KeyInLine['lead_time_unit'] })}
        slotProps={{ htmlInput: { 'aria-label': `Lead time unit of ${name(line, index)}` } }}
      >
        {Object.entries(LEAD_UNITS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
  const cannotQuote = (line: KeyInLine, index: number) => (
    <Checkbox
      checked={line.cannot_quote}
      onChange={(event) => update(line.key, { cannot_quote: event.target.checked })}
      slotProps={{ input: { 'aria-label': `Can’t quote ${name(line, index)}` } }}
    />
  );
  const remove = (line: KeyInLine) => onChange(lines.filter((l) => l.key !== line.key));
  return { name, description, quantity, basis, price, leadTime, cannotQuote, remove };
}

type Fields = ReturnType<typeof lineFields>;

/** At a desk: a row a line, Tab going across the row's boxes. */
function LinesTable({ lines, fields }: { lines: KeyInLine[]; fields: Fields }) {
  return (
    // Between a phone and a desk the table scrolls sideways in its own box, never the screen.
    <TableContainer>
      <Table size="small" aria-label="Lines keyed in" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>Product or description</TableCell>
            <TableCell sx={{ width: 120 }}>Quantity</TableCell>
            <TableCell sx={{ width: 130 }}>Basis</TableCell>
            <TableCell sx={{ width: 130 }}>Price</TableCell>
            <TableCell sx={{ width: 200 }}>Lead time</TableCell>
            <TableCell>Can’t quote</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, index) => (
            <TableRow key={line.key} sx={{ verticalAlign: 'top' }}>
              <TableCell>{fields.description(line, index)}</TableCell>
              <TableCell>{fields.quantity(line, index)}</TableCell>
              <TableCell>{fields.basis(line, index)}</TableCell>
              <TableCell>{fields.price(line, index)}</TableCell>
              <TableCell>{fields.leadTime(line, index)}</TableCell>
              <TableCell padding="checkbox">{fields.cannotQuote(line, index)}</TableCell>
              <TableCell padding="checkbox">
                <IconButton aria-label={`Remove ${fields.name(line, index)}`} onClick={() => fields.remove(line)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const pairOfBoxes = { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 } as const;

/** A box's name above it on a card (the table's header said it at a desk). */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary', fontWeight: 600 }} aria-hidden>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * On a phone: a card a line, numbered, its boxes two to a row under their names, "Can’t quote" beside the price it stands for
 * and Remove named (a stacked table put each box on its own row, the tick's name wrapped in a 40 px column).
 */
function LineCards({ lines, fields }: { lines: KeyInLine[]; fields: Fields }) {
  return (
    <Stack component="ol" aria-label="Lines keyed in" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line, index) => (
        <Paper component="li" key={line.key} variant="outlined" aria-label={`Line ${index + 1}`} sx={{ p: 1.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="subtitle2" component="h3">
              Line {index + 1}
            </Typography>
            <Button
              size="small"
              color="inherit"
              startIcon={<DeleteIcon fontSize="small" />}
              aria-label={`Remove ${fields.name(line, index)}`}
              onClick={() => fields.remove(line)}
            >
              Remove
            </Button>
          </Stack>
          <Stack spacing={1}>
            <Labelled label="Product or description">{fields.description(line, index)}</Labelled>
            <Box sx={pairOfBoxes}>
              <Labelled label="Quantity">{fields.quantity(line, index)}</Labelled>
              <Labelled label="Basis">{fields.basis(line, index)}</Labelled>
            </Box>
            <Box sx={{ ...pairOfBoxes, alignItems: 'end' }}>
              <Labelled label="Price">{fields.price(line, index)}</Labelled>
              <FormControlLabel control={fields.cannotQuote(line, index)} label="Can’t quote" />
            </Box>
            <Labelled label="Lead time">{fields.leadTime(line, index)}</Labelled>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The lines of a quote keyed in: a product or free text, the quantity on its basis, the price, the lead time. */
export function KeyInLines(props: Props) {
  const { lines, onChange } = props;
  const phone = usePhone();
  const fields = lineFields(props);

  return (
    <Stack spacing={1}>
      {phone ? <LineCards lines={lines} fields={fields} /> : <LinesTable lines={lines} fields={fields} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <ProductPicker
          label="Add a product"
          exclude={lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id]))}
          onChange={(product) =>
            onChange([
              ...lines.filter((line) => line.product_id !== null || line.description.trim() !== '' || line.price !== ''),
              blankLine({
                product_id: product.product_id,
                code: product.code,
                description: product.name,
                unit: product.selling_unit,
                quantity: product.selling_unit === 'per_1000' ? '1000' : '1',
              }),
            ])
          }
          sx={{ minWidth: 320 }}
        />
        <Button startIcon={<AddIcon />} onClick={() => onChange([...lines, blankLine()])}>
          Add a free-text line
        </Button>
      </Stack>
    </Stack>
  );
}
