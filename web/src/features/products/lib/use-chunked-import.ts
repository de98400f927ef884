import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductImportReport } from '@/lib/api/types';
import { importRows } from '../api/import-rows';
import { addReports, EMPTY_REPORT, type ImportRowIn } from './import-rows';

/** Rows per call of the real run: each call is one transaction, answered in about a second. */
export const CHUNK_ROWS = 5000;

export type ImportRun = {
  phase: 'idle' | 'running' | 'stopping' | 'stopped' | 'failed' | 'done';
  /** Rows to import, and how many of them the server has answered for. */
  total: number;
  done: number;
  /** The reports of the calls answered so far, added up. */
  report: ProductImportReport;
  /** The first and last row numbers of the call that failed, and why. */
  failed: { from: number; to: number; error: unknown } | null;
};

const IDLE: ImportRun = { phase: 'idle', total: 0, done: 0, report: EMPTY_REPORT, failed: null };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The real run of an import, in calls of CHUNK_ROWS rows, one after another so the progress is known. A failed
 * call stops the run; what was imported stays, and Resume sends the rest (sending a row again is safe: it
 * matches its product by supplier + code and comes back unchanged). Stop ends the run after the current call.
 */
export function useChunkedImport() {
  const [run, setRun] = useState<ImportRun>(IDLE);
  const rows = useRef<ImportRowIn[]>([]);
  const supplierId = useRef<number | null>(null);
  const stopping = useRef(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const runFrom = useCallback(async (start: number, sofar: ProductImportReport) => {
    const all = rows.current;
    let done = start;
    let report = sofar;
    stopping.current = false;
    setRun({ phase: 'running', total: all.length, done, report, failed: null });
    while (done < all.length) {
      if (stopping.current) {
        setRun({ phase: 'stopped', total: all.length, done, report, failed: null });
        return;
      }
      const chunk = all.slice(done, done + CHUNK_ROWS);
      abort.current = new AbortController();
      try {
        const answer = await importRows({ rows: chunk, supplierId: supplierId.current, dryRun: false, signal: abort.current.signal });
        report = addReports(report, answer);
        done += chunk.length;
        setRun((current) => ({ ...current, phase: current.phase === 'stopping' ? 'stopping' : 'running', done, report }));
      } catch (error) {
        if (isAbort(error)) return;
        const failed = { from: chunk[0].row, to: chunk[chunk.length - 1].row, error };
        setRun({ phase: 'failed', total: all.length, done, report, failed });
        return;
      }
    }
    setRun({ phase: 'done', total: all.length, done, report, failed: null });
  }, []);

  const start = useCallback(
    (toImport: ImportRowIn[], supplier: number | null) => {
      rows.current = toImport;
      supplierId.current = supplier;
      void runFrom(0, EMPTY_REPORT);
    },
    [runFrom],
  );

  /** Send the rows not imported yet (after a failure or a stop). */
  const resume = useCallback(() => void runFrom(run.done, run.report), [runFrom, run.done, run.report]);

  const stop = useCallback(() => {
    stopping.current = true;
    setRun((current) => (current.phase === 'running' ? { ...current, phase: 'stopping' } : current));
  }, []);

  return { run, start, resume, stop };
}
