import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportJob } from '@/lib/api/types';
import { errorMessage, GENERIC_ERROR } from '@/lib/http';
import type { ImportReportLike } from '@/lib/import-report';
import { cancelImportJob, getImportJob } from './import-jobs';

export type ImportRunPhase = 'idle' | 'running' | 'stopping' | 'stopped' | 'failed' | 'done';

export type ImportCounts = Pick<ImportReportLike, 'created' | 'updated' | 'rejected'> & { unchanged: number };

export type ImportRun<R extends ImportReportLike> = {
  phase: ImportRunPhase;
  /** The job on the server, once started (its report's other rows are read from it a page at a time). */
  jobId: number | null;
  /** Rows to import, and how many of them the job has imported (each batch is saved as it completes). */
  total: number;
  done: number;
  /** The counts so far, while the job runs. */
  counts: ImportCounts;
  /** The job's report once it has ended (its counts and its first rows), else null. */
  report: R | null;
  /** Why the run stopped: the start refused, or the job failed. */
  failed: { message: string } | null;
};

/** Starts the real run as a background job on the server. */
export type StartJob<T> = (rows: T[], signal: AbortSignal) => Promise<ImportJob>;

/** A running job is asked for its progress after FIRST until it has saved a batch, then never sooner than LEAST
 * nor later than MOST apart. */
export const POLL_MS = { first: 250, least: 100, most: 500 } as const;

/**
 * When to ask a running job again: in a quarter of the time its rows left should take at its pace so far (`elapsedMs`
 * since it was started), so the end is seen soon after it comes without asking all the time. `bench/imports.py`
 * polls the same way.
 */
export function pollDelay(done: number, total: number, elapsedMs: number): number {
  if (done <= 0 || elapsedMs <= 0) return POLL_MS.first;
  const left = ((total - done) * elapsedMs) / done;
  return Math.min(POLL_MS.most, Math.max(POLL_MS.least, left / 4));
}

const NO_COUNTS: ImportCounts = { created: 0, updated: 0, unchanged: 0, rejected: 0 };
const IDLE = { phase: 'idle', jobId: null, total: 0, done: 0, counts: NO_COUNTS, report: null, failed: null } as const;
const PHASE: Record<ImportJob['status'], ImportRunPhase> = {
  queued: 'running',
  running: 'running',
  done: 'done',
  cancelled: 'stopped',
  failed: 'failed',
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function runOf<R extends ImportReportLike>(job: ImportJob): ImportRun<R> {
  const phase = PHASE[job.status];
  const { created, updated, unchanged, rejected } = job;
  return {
    phase: phase === 'running' && job.cancel_requested ? 'stopping' : phase,
    jobId: job.id,
    total: job.rows_total,
    done: job.rows_done,
    counts: { created, updated, unchanged, rejected },
    // The job's report has the shape of the import's own (a price list's rows carry their product); its rows are
    // the first of them (`report.total` in all), the others read a page at a time.
    report: job.report ? (job.report as unknown as R) : null,
    failed: job.status === 'failed' ? { message: job.error ?? GENERIC_ERROR } : null,
  };
}

/**
 * The real run of an import as a background job: started with the rows, then followed (`pollDelay`) until it
 * ends. Cancel asks the server to stop after its current batch; the batches done stay imported.
 */
export function useImportRun<T, R extends ImportReportLike>(start: StartJob<T>) {
  const [run, setRun] = useState<ImportRun<R>>(IDLE);
  const [cancelError, setCancelError] = useState<unknown>(null);
  const starter = useRef(start);
  const jobId = useRef<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    starter.current = start;
  }, [start]);
  useEffect(
    () => () => {
      abort.current?.abort();
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const follow = useCallback((id: number, signal: AbortSignal) => {
    const since = performance.now();
    const poll = () => {
      getImportJob(id, signal).then(
        (job) => {
          const next = runOf<R>(job);
          setRun(next);
          if (next.phase === 'running' || next.phase === 'stopping') {
            timer.current = setTimeout(poll, pollDelay(job.rows_done, job.rows_total, performance.now() - since));
          }
        },
        (error: unknown) => {
          // A poll that failed (the network, a restart) is tried again: the job runs on regardless.
          if (!isAbort(error)) timer.current = setTimeout(poll, POLL_MS.most * 2);
        },
      );
    };
    timer.current = setTimeout(poll, POLL_MS.first);
  }, []);

  const begin = useCallback(
    (toImport: T[]) => {
      abort.current?.abort();
      abort.current = new AbortController();
      const { signal } = abort.current;
      setCancelError(null);
      setRun({ ...IDLE, phase: 'running', total: toImport.length });
      starter.current(toImport, signal).then(
        (job) => {
          jobId.current = job.id;
          setRun(runOf<R>(job));
          follow(job.id, signal);
        },
        (error: unknown) => {
          if (isAbort(error)) return;
          setRun({ ...IDLE, total: toImport.length, phase: 'failed', failed: { message: errorMessage(error) } });
        },
      );
    },
    [follow],
  );

  const cancel = useCallback(() => {
    const id = jobId.current;
    if (id === null) return;
    setRun((current) => (current.phase === 'running' ? { ...current, phase: 'stopping' } : current));
    cancelImportJob(id).then(
      (job) => setRun((current) => ({ ...runOf<R>(job), done: Math.max(job.rows_done, current.done) })),
      (error: unknown) => {
        // It may have ended meanwhile (409): the next poll says how.
        setCancelError(error);
        setRun((current) => (current.phase === 'stopping' ? { ...current, phase: 'running' } : current));
      },
    );
  }, []);

  return { run, start: begin, cancel, cancelError };
}
