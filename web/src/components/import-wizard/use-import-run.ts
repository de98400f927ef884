import { useCallback, useEffect, useRef, useState } from 'react';
import { addReports, type ImportReportLike } from '@/lib/import-report';

export type ImportRunPhase = 'idle' | 'running' | 'stopping' | 'stopped' | 'failed' | 'done';

export type ImportRun<R extends ImportReportLike> = {
  phase: ImportRunPhase;
  /** Rows to import, and how many of them the server has answered for. */
  total: number;
  done: number;
  /** The reports of the calls answered so far, added up (null before the first answer). */
  report: R | null;
  /** The first and last row numbers of the call that failed, and why. */
  failed: { from: number; to: number; error: unknown } | null;
};

/** Sends rows of the import for real: the server's report on them. */
export type SendRows<T, R> = (rows: T[], signal: AbortSignal) => Promise<R>;

const IDLE = { phase: 'idle', total: 0, done: 0, report: null, failed: null } as const;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The real run of an import, in calls of `batchRows` rows (all in one call by default), one after another so the
 * progress is known. A failed call stops the run; what was imported stays, and Resume sends the rest (sending a
 * row again is safe: it matches its record and comes back unchanged or updated). Stop ends the run after the
 * current call.
 */
export function useImportRun<T extends { row: number }, R extends ImportReportLike>(
  send: SendRows<T, R>,
  batchRows = Number.POSITIVE_INFINITY,
) {
  const [run, setRun] = useState<ImportRun<R>>(IDLE);
  const rows = useRef<T[]>([]);
  const sender = useRef(send);
  const stopping = useRef(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    sender.current = send;
  }, [send]);
  useEffect(() => () => abort.current?.abort(), []);

  const runFrom = useCallback(
    async (start: number, sofar: R | null) => {
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
        const chunk = all.slice(done, done + batchRows);
        abort.current = new AbortController();
        try {
          const answer = await sender.current(chunk, abort.current.signal);
          report = report === null ? answer : addReports(report, answer);
          done += chunk.length;
          const sum = report;
          setRun((current) => ({ ...current, phase: current.phase === 'stopping' ? 'stopping' : 'running', done, report: sum }));
        } catch (error) {
          if (isAbort(error)) return;
          const failed = { from: chunk[0].row, to: chunk[chunk.length - 1].row, error };
          setRun({ phase: 'failed', total: all.length, done, report, failed });
          return;
        }
      }
      setRun({ phase: 'done', total: all.length, done, report, failed: null });
    },
    [batchRows],
  );

  const start = useCallback(
    (toImport: T[]) => {
      rows.current = toImport;
      void runFrom(0, null);
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
