import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureGlobalErrors, clearErrorLog, describeError, errorLog } from './error-log-store';

afterEach(() => {
  vi.unstubAllEnvs();
  clearErrorLog();
});

function rejectUnhandled(reason: unknown) {
  const event = new Event('unhandledrejection') as Event & { reason: unknown };
  event.reason = reason;
  window.dispatchEvent(event);
}

describe('the error log', () => {
  it('words anything thrown so a reader can act on it, never "[object Object]"', () => {
    expect(describeError(new Error('boom')).message).toBe('boom');
    expect(describeError({ message: 'Network down', code: 0 }).message).toBe('Network down');
    expect(describeError({ status: 50000, path: '/api/x' }).message).toBe('{"status":50000,"path":"/api/x"}');
    expect(describeError('plain text').message).toBe('plain text');
    expect(describeError(undefined).message).toBe('undefined');
  });

  it('logs a real fault with its message but not a form that refused to submit', () => {
    vi.stubEnv('PROD', true);
    captureGlobalErrors();
    rejectUnhandled({ errorFields: [{ name: ['name'], errors: ['Name is required'] }], values: {}, outOfDate: false });
    expect(errorLog.get()).toEqual([]);
    rejectUnhandled({ reason: 'socket closed' });
    expect(errorLog.get().map((entry) => [entry.err.message, entry.vm])).toEqual([['{"reason":"socket closed"}', 'promise']]);
  });
});
