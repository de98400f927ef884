/**
 * The supplier's answer while it is typed: one draft per line (stable objects, so a memoised row renders only
 * when its own line changes), the charges, the server's field messages placed on their lines, and whether
 * anything changed since the last save.
 */
import { useCallback, useMemo, useReducer } from 'react';
import type { FieldError } from '@/lib/http';
import type { PublicSupplierQuoteOut } from '../api/types';
import {
  chargeProblems,
  chargesDraft,
  lineDraft,
  lineProblems,
  splitLineField,
  type ChargeField,
  type ChargesDraft,
  type LineDraft,
  type LineField,
} from './draft';
import { figures } from './totals';

type Errors = Partial<Record<string, string>>;

export type AnswerState = {
  lines: LineDraft[];
  charges: ChargesDraft;
  validUntil: string;
  notes: string;
  /** The server's messages: per line index, for the charges, and the rest (name, valid_until, ...). */
  lineErrors: Record<number, Errors>;
  chargeErrors: Errors;
  otherErrors: Errors;
  dirty: boolean;
  showAll: boolean;
};

type Action =
  | { type: 'line'; index: number; field: LineField; value: string | boolean }
  | { type: 'charge'; field: ChargeField; value: string }
  | { type: 'answer'; field: 'validUntil' | 'notes'; value: string }
  | { type: 'serverErrors'; errors: FieldError[] }
  | { type: 'showAll' }
  | { type: 'saved' };

function without(errors: Errors | undefined, field: string): Errors | undefined {
  if (!errors || !(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

function reducer(state: AnswerState, action: Action): AnswerState {
  switch (action.type) {
    case 'line': {
      const lines = state.lines.slice();
      lines[action.index] = { ...lines[action.index], [action.field]: action.value };
      let errors = without(state.lineErrors[action.index], action.field);
      if (action.field === 'cannot_quote') errors = without(without(errors, 'price'), 'cannot_quote_reason');
      const lineErrors = errors === state.lineErrors[action.index] ? state.lineErrors : { ...state.lineErrors, [action.index]: errors ?? {} };
      return { ...state, lines, lineErrors, dirty: true };
    }
    case 'charge': {
      const charges = { ...state.charges, [action.field]: action.value };
      return { ...state, charges, chargeErrors: without(without(state.chargeErrors, action.field), 'charges') ?? {}, dirty: true };
    }
    case 'answer':
      return {
        ...state,
        [action.field]: action.value,
        otherErrors: without(state.otherErrors, action.field === 'notes' ? 'supplier_notes' : 'valid_until') ?? {},
        dirty: true,
      };
    case 'serverErrors': {
      const lineErrors: Record<number, Errors> = {};
      const chargeErrors: Errors = {};
      const otherErrors: Errors = {};
      for (const { field, message } of action.errors) {
        const onLine = splitLineField(field);
        if (onLine) lineErrors[onLine.index] = { ...lineErrors[onLine.index], [onLine.field]: message };
        else if (field === 'charges') chargeErrors.charges = message;
        else if (field.startsWith('charges.')) chargeErrors[field.slice('charges.'.length)] = message;
        else otherErrors[field] = message;
      }
      return { ...state, lineErrors, chargeErrors, otherErrors, showAll: true };
    }
    case 'showAll':
      return state.showAll ? state : { ...state, showAll: true };
    case 'saved':
      return { ...state, lineErrors: {}, chargeErrors: {}, otherErrors: {}, dirty: false, showAll: false };
  }
}

function initial(quote: PublicSupplierQuoteOut): AnswerState {
  return {
    lines: quote.lines.map(lineDraft),
    charges: chargesDraft(quote.charges),
    validUntil: quote.valid_until ?? '',
    notes: quote.supplier_notes,
    lineErrors: {},
    chargeErrors: {},
    otherErrors: {},
    dirty: false,
    showAll: false,
  };
}

/** The first line (index) with a problem found before any call, or -1. */
export function firstProblem(state: AnswerState): number {
  return state.lines.findIndex((line) => Object.keys(lineProblems(line)).length > 0);
}

export function hasChargeProblem(state: AnswerState): boolean {
  return Object.keys(chargeProblems(state.charges)).length > 0;
}

export function useAnswer(quote: PublicSupplierQuoteOut) {
  const [state, dispatch] = useReducer(reducer, quote, initial);
  const onLine = useCallback((index: number, field: LineField, value: string | boolean) => dispatch({ type: 'line', index, field, value }), []);
  const onCharge = useCallback((field: ChargeField, value: string) => dispatch({ type: 'charge', field, value }), []);
  const live = useMemo(() => figures(quote.lines, state.lines, state.charges), [quote.lines, state.lines, state.charges]);
  return { state, dispatch, onLine, onCharge, figures: live };
}
