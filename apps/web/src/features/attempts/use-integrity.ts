import type { IntegrityEventKind, IntegritySettings } from '@kaoshi/contracts';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { DepartureWatch } from './departure-watch';

interface IntegrityOptions {
  integrity: IntegritySettings;
  /** Only while the candidate is answering. */
  active: boolean;
  report: (kind: IntegrityEventKind) => void;
  /** The exam area, where copy, paste and the context menu are blocked when the publication says so. */
  area: RefObject<HTMLElement | null>;
  onBlocked: () => void;
  /** Departures the server has counted before this page loaded (a reload keeps the count the limit is held to). */
  countedBefore?: number;
}

const BLOCKED: [keyof DocumentEventMap, IntegrityEventKind][] = [
  ['copy', 'copy'],
  ['cut', 'copy'],
  ['paste', 'paste'],
  ['contextmenu', 'context-menu'],
];

/**
 * The integrity rules of the exam page (docs/REQUIREMENTS.md §8.5): leaving the page (tab hidden, window blurred)
 * and leaving full screen are reported; copy, paste and the context menu are blocked and
 * reported. One departure often fires both blur and hidden: both are reported together, and the
 * candidate's count of departures goes up once until they are back, as the server counts them
 * (DEPARTURE_EVENTS); a switch to another program that only blurs the window is a departure too.
 * A page that is unloading (reload, closed tab) is no departure (DepartureWatch).
 */
export function useIntegrity({ integrity, active, report, area, onBlocked, countedBefore = 0 }: IntegrityOptions) {
  const [fullscreen, setFullscreen] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  const [departures, setDepartures] = useState(countedBefore);
  const [fullscreenExits, setFullscreenExits] = useState(0);

  // The watch lives as long as the candidate answers: a new `report` must not drop an absence it holds.
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  }, [report]);

  useEffect(() => {
    if (!active) return;
    const watch = new DepartureWatch((kinds) => {
      kinds.forEach((kind) => reportRef.current(kind));
      setDepartures((count) => count + 1);
    });
    const onVisibility = () => {
      if (document.hidden) watch.away('tab-hidden');
      else watch.back();
    };
    const onBlur = () => watch.away('window-blur');
    const onFocus = () => {
      if (!document.hidden) watch.back();
    };
    const onBeforeUnload = () => watch.unloadStarting();
    const onPageHide = () => watch.unloaded();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) watch.restored();
    };
    const listeners = [
      [document, 'visibilitychange', onVisibility],
      [window, 'blur', onBlur],
      [window, 'focus', onFocus],
      [window, 'beforeunload', onBeforeUnload],
      [window, 'pagehide', onPageHide],
      [window, 'pageshow', onPageShow as EventListener],
    ] as const;
    listeners.forEach(([target, type, listener]) => target.addEventListener(type, listener));
    return () => {
      watch.dispose();
      listeners.forEach(([target, type, listener]) => target.removeEventListener(type, listener));
    };
  }, [active]);

  useEffect(() => {
    if (!active) return;
    const onFullscreen = () => {
      const on = !!document.fullscreenElement;
      setFullscreen(on);
      if (on || !integrity.fullscreenRequired) return;
      report('fullscreen-exit');
      setFullscreenExits((count) => count + 1);
    };
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => document.removeEventListener('fullscreenchange', onFullscreen);
  }, [active, integrity.fullscreenRequired, report]);

  useEffect(() => {
    if (!active || !integrity.blockCopyPaste) return;
    const handlers = BLOCKED.map(([type, kind]) => {
      const handler = (event: Event) => {
        if (!(event.target instanceof Node) || !area.current?.contains(event.target)) return;
        event.preventDefault();
        report(kind);
        onBlocked();
      };
      document.addEventListener(type, handler);
      return [type, handler] as const;
    });
    return () => handlers.forEach(([type, handler]) => document.removeEventListener(type, handler));
  }, [active, integrity.blockCopyPaste, report, area, onBlocked]);

  const enterFullscreen = () => {
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return { fullscreen, departures, fullscreenExits, enterFullscreen };
}
