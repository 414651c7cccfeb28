import { createStore } from '../../lib/store';

/** Spec 3: an error log entry: err, vm (where it happened), info, url. */
export interface ErrorLogEntry {
  err: { message: string; stack?: string };
  vm: string;
  info: string;
  url: string;
  time: number;
}

const MAX_ENTRIES = 100;

export const errorLog = createStore<ErrorLogEntry[]>([]);

/** Spec 1/8: errors are logged only when production error logging is on. */
export const ERROR_LOG_ENABLED = import.meta.env.PROD;

export function logError(error: unknown, vm: string, info = '') {
  if (!ERROR_LOG_ENABLED) return;
  const err = error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
  const entry: ErrorLogEntry = { err, vm, info, url: window.location.href, time: Date.now() };
  errorLog.set((entries) => [entry, ...entries].slice(0, MAX_ENTRIES));
}

export const clearErrorLog = () => errorLog.set([]);

/** Uncaught errors and rejected promises anywhere in the page go to the log too. */
export function captureGlobalErrors() {
  if (!ERROR_LOG_ENABLED) return;
  window.addEventListener('error', (event) => logError(event.error ?? event.message, 'window', event.filename ?? ''));
  window.addEventListener('unhandledrejection', (event) => logError(event.reason, 'promise'));
}
