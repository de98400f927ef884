import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useState, type ChangeEvent } from 'react';
import type { SupplierLineOut } from '../api/types';
import { lineProblems, type LineDraft, type LineField } from '../lib/draft';
import { basisLabel, LEAD_UNIT_LABELS, money, quantityLabel } from '../lib/format';
import { DateField } from '@/components/DateField';

export type LineChange = (index: number, field: LineField, value: string | boolean) => void;
export type LineErrors = Partial<Record<string, string>>;

type Props = {
  index: number;
  line: SupplierLineOut;
  draft: LineDraft;
  /** The server's messages for this line (a 422), by field. */
  errors: LineErrors | undefined;
  /** Every local problem shows, not only those of fields left (after a save was tried). */
  showAll: boolean;
  total: number | null;
  landed: number | null;
  readOnly: boolean;
  onChange: LineChange;
};

const DETAIL_FIELDS: LineField[] = [
  'works',
  'earliest_date',
  'alternative_description',
  'alternative_price',
  'min_order_quantity',
  'full_load_quantity',
  'pack_size',
  'pallet_size',
  'supplier_notes',
];

/**
 * One asked line and the supplier's answer: price on the line's basis, lead time, can't quote; the rest
 * (works, earliest date, an alternative, minimums, pack and pallet sizes, notes) under "More details". A row on a
 * wide screen, a card under 600 px. Memoised: typing in one line of 300 renders that line and the totals only.
 */
export const LineRow = memo(function LineRow({ index, line, draft, errors, showAll, total, landed, readOnly, onChange }: Props) {
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const [open, setOpen] = useState(false);
  const problems = lineProblems(draft);
  const basis = basisLabel(line.unit);
  const labelId = `line-${line.line_id}`;
  const hasDetail = DETAIL_FIELDS.some((field) => draft[field] !== '' || errors?.[field] || problems[field]);
  const detailsOpen = open || draft.cannot_quote || hasDetail;

  const message = (field: LineField): string | undefined =>
    errors?.[field] ?? (showAll || left.has(field) ? problems[field] : undefined);
  const leave = (field: LineField) => () => setLeft((before) => (before.has(field) ? before : new Set(before).add(field)));
  const change = (field: LineField) => (event: ChangeEvent<HTMLInputElement>) => onChange(index, field, event.target.value);

  const field = (name: LineField, label: string, extra: Record<string, unknown> = {}) => {
    const error = message(name);
    return (
      <TextField
        label={label}
        size="small"
        value={draft[name] as string}
        onChange={change(name)}
        onBlur={leave(name)}
        error={!!error}
        helperText={error}
        disabled={readOnly}
        {...extra}
      />
    );
  };

  return (
    <Box
      component="li"
      role="group"
      aria-labelledby={labelId}
      data-testid="supplier-line"
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: errors && Object.keys(errors).length ? 'error.main' : 'divider',
        borderRadius: 1,
        p: { xs: 1.5, sm: 1.25 },
        // The browser skips laying out lines far off screen: 300 lines scroll and type like 30.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 120px',
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 150px 200px', md: 'minmax(0, 1fr) 160px 210px 170px' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={labelId} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {index + 1}. {line.description}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[line.code, `${quantityLabel(line.quantity, line.unit)} · priced ${basis}`].filter(Boolean).join(' · ')}
          </Typography>
          {!readOnly && (
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={draft.cannot_quote}
                  onChange={(event) => onChange(index, 'cannot_quote', event.target.checked)}
                />
              }
              label="Can't quote this line"
            />
          )}
          {readOnly && draft.cannot_quote && <Typography color="warning.main">Can't quote this line</Typography>}
        </Box>
        {draft.cannot_quote ? (
          <Box sx={{ gridColumn: { sm: 'span 2', md: 'span 3' } }}>
            {field('cannot_quote_reason', 'Why not?', { required: true, fullWidth: true })}
          </Box>
        ) : (
          <>
            {field('price', `Price ${basis}`, {
              inputMode: 'decimal',
              slotProps: {
                htmlInput: { inputMode: 'decimal', 'aria-label': `Price ${basis}` },
                input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
              },
            })}
            <Box sx={{ display: 'flex', gap: 1 }}>
              {field('lead_time', 'Lead time', { slotProps: { htmlInput: { inputMode: 'numeric' } }, sx: { width: 90 } })}
              <TextField
                select
                size="small"
                label="Lead time in"
                value={draft.lead_time_unit}
                disabled={readOnly}
                onChange={(event) => onChange(index, 'lead_time_unit', event.target.value)}
                sx={{ flex: 1, minWidth: 0 }}
              >
                {Object.entries(LEAD_UNIT_LABELS).map(([value, label]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            <Box aria-label="Line figures" sx={{ textAlign: { md: 'right' }, gridColumn: { sm: 'span 3', md: 'auto' } }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {total === null ? 'Not priced' : `Line total ${money(total)}`}
              </Typography>
              {landed !== null && (
                <Typography variant="body2" color="text.secondary">
                  Landed {money(landed)} {basis}
                </Typography>
              )}
            </Box>
          </>
        )}
      </Box>
      {line.below_minimum && (
        <Typography variant="body2" color="warning.main" sx={{ mt: 0.5 }}>
          The quantity asked is below your minimum order.
        </Typography>
      )}
      {!draft.cannot_quote && !hasDetail && (
        <Button
          size="small"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={detailsOpen}
          startIcon={detailsOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ mt: 0.5 }}
        >
          More details
        </Button>
      )}
      {detailsOpen && (
        <Box
          sx={{
            mt: 1.5,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {field('works', 'Works or plant')}
          <DateField
            label="Earliest delivery"
            size="small"
            value={draft.earliest_date as string}
            onChange={(value) => onChange(index, 'earliest_date', value)}
            onBlur={leave('earliest_date')}
            error={!!message('earliest_date')}
            helperText={message('earliest_date')}
            disabled={readOnly}
          />
          {field('alternative_description', 'Alternative product offered', { sx: { gridColumn: { md: 'span 2' } } })}
          {field('alternative_price', `Alternative's price ${basis}`, {
            slotProps: {
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
            },
          })}
          {field('min_order_quantity', 'Minimum order', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
          {field('full_load_quantity', 'Full load', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
          {field('pack_size', 'Pack size', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
          {field('pallet_size', 'Pallet size', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
          {field('supplier_notes', 'Notes on this line', { multiline: true, sx: { gridColumn: { sm: 'span 2', md: 'span 3' } } })}
        </Box>
      )}
    </Box>
  );
});
