import type { ExamStatus } from '@kaoshi/contracts';
import dayjs from 'dayjs';
import { isOpenStatus } from './live-rows';

/**
 * How far the server's clock is ahead of the browser's, from a snapshot: the server read its clock
 * somewhere between the request and the response, so the midpoint is the best guess.
 */
export const serverOffset = (serverNow: number, requestedAt: number, receivedAt: number) => Math.round(serverNow - (requestedAt + receivedAt) / 2);

/** Milliseconds a candidate has left by the server's clock; null when no clock is running for them. */
export function timeLeftMs(deadlineAt: number | null, status: ExamStatus, serverNow: number): number | null {
  if (deadlineAt === null || !isOpenStatus(status)) return null;
  return Math.max(0, deadlineAt - serverNow);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 1:05:09 or 05:09: a countdown, rounded up so it shows 00:00 only when the time is really up. */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const rest = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** A moment in the browser's time zone, to the second. */
export const formatMoment = (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm:ss');

const ISO_MOMENT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z\b/g;

/** A log entry's detail is language-neutral with UTC ISO times; the proctor reads them in local time. */
export const localiseDetail = (detail: string) => detail.replace(ISO_MOMENT, (iso) => formatMoment(Date.parse(iso)));
