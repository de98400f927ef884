import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { ProductPicker } from '@/components/product-picker';
import { UNIT_LABELS } from '@/lib/units';
import { blankLine, type KeyInLine, type Problems, type Unit } from '../../lib/key-in';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

type Props = {
  lines: KeyInLine[];
  problems: Problems;
  onChange: (lines: KeyInLine[]) => void;
};

const LEAD_UNITS = { working_days: 'working days', weeks: 'weeks' } as const;

/** The lines of a quote keyed in: a product or free text, the quantity on its basis, the price, the lead time. */
export function KeyInLines({ lines, problems, onChange }: Props) {
  const stack = useStackedRows();
  const update = (key: string, changes: Partial<KeyInLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...changes } : line)));
  const problem = (index: number, field: string) => problems[`lines.${index}.${field}`];

  return (
    <Stack spacing={1}>
      {/* The lines scroll sideways in their own box: at 390 px they widened the whole screen to 728 px. */}
      <TableContainer>
        <Table ref={stack} size="small" aria-label="Lines keyed in" sx={[{ minWidth: 760 }, stackedOnPhone]}>
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
            {lines.map((line, index) => {
              const name = line.description || `line ${index + 1}`;
              return (
                <TableRow key={line.key} sx={{ verticalAlign: 'top' }}>
                  <TableCell>
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
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      value={line.quantity}
                      onChange={(event) => update(line.key, { quantity: event.target.value })}
                      error={!!problem(index, 'quantity')}
                      helperText={problem(index, 'quantity')}
                      slotProps={{ htmlInput: { 'aria-label': `Quantity of ${name}`, inputMode: 'decimal' } }}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      value={line.unit}
                      onChange={(event) => update(line.key, { unit: event.target.value as Unit })}
                      slotProps={{ htmlInput: { 'aria-label': `Basis of ${name}` } }}
                    >
                      {Object.entries(UNIT_LABELS).map(([value, label]) => (
                        <MenuItem key={value} value={value}>
                          {label}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      value={line.price}
                      disabled={line.cannot_quote}
                      onChange={(event) => update(line.key, { price: event.target.value })}
                      error={!!problem(index, 'price')}
                      helperText={problem(index, 'price')}
                      slotProps={{ htmlInput: { 'aria-label': `Price of ${name}`, inputMode: 'decimal' } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <TextField
                        size="small"
                        value={line.lead_time}
                        disabled={line.cannot_quote}
                        onChange={(event) => update(line.key, { lead_time: event.target.value })}
                        error={!!problem(index, 'lead_time')}
                        helperText={problem(index, 'lead_time')}
                        sx={{ width: 70 }}
                        slotProps={{ htmlInput: { 'aria-label': `Lead time of ${name}`, inputMode: 'numeric' } }}
                      />
                      <TextField
                        select
                        size="small"
                        value={line.lead_time_unit}
                        disabled={line.cannot_quote}
                        onChange={(event) => update(line.key, { lead_time_unit: event.target.value as KeyInLine['lead_time_unit'] })}
                        slotProps={{ htmlInput: { 'aria-label': `Lead time unit of ${name}` } }}
                      >
                        {Object.entries(LEAD_UNITS).map(([value, label]) => (
                          <MenuItem key={value} value={value}>
                            {label}
                          </MenuItem>
                        ))}
                      </TextField>
                    </Stack>
                  </TableCell>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={line.cannot_quote}
                      onChange={(event) => update(line.key, { cannot_quote: event.target.checked })}
                      slotProps={{ input: { 'aria-label': `Can’t quote ${name}` } }}
                    />
                  </TableCell>
                  <TableCell padding="checkbox">
                    <IconButton aria-label={`Remove ${name}`} onClick={() => onChange(lines.filter((l) => l.key !== line.key))}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
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
