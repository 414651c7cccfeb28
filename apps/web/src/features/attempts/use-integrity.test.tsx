import type { IntegrityEventKind, IntegritySettings } from '@kaoshi/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIntegrity } from './use-integrity';

let hidden = false;
Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
afterEach(() => {
  cleanup();
  hidden = false;
});

function ExamArea({
  integrity,
  report,
  onBlocked,
  countedBefore,
}: {
  integrity: IntegritySettings;
  report: (kind: IntegrityEventKind) => void;
  onBlocked: () => void;
  countedBefore?: number;
}) {
  const area = useRef<HTMLDivElement>(null);
  const { departures } = useIntegrity({ integrity, active: true, report, area, onBlocked, countedBefore });
  return (
    <>
      <div ref={area} data-testid="area">
        question
      </div>
      <div data-testid="outside">header</div>
      <output data-testid="departures">{departures}</output>
    </>
  );
}

const settings = (overrides: Partial<IntegritySettings> = {}): IntegritySettings => ({
  fullscreenRequired: 0,
  tabSwitchLimit: 3,
  blockCopyPaste: 0,
  ...overrides,
});

describe('integrity on the exam page', () => {
  it('reports a tab switch as both blur and hidden once the candidate is back, counting one departure', () => {
    const report = vi.fn();
    render(<ExamArea integrity={settings()} report={report} onBlocked={() => {}} />);
    act(() => {
      window.dispatchEvent(new Event('blur'));
      hidden = true;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(report).not.toHaveBeenCalled();
    act(() => {
      hidden = false;
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(report.mock.calls.map(([kind]) => kind)).toEqual(['window-blur', 'tab-hidden']);
    expect(screen.getByTestId('departures').textContent).toBe('1');
    act(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.getByTestId('departures').textContent).toBe('2');
  });

  it('reports nothing for a reload: the page hidden after beforeunload and pagehide', () => {
    vi.useFakeTimers();
    try {
      const report = vi.fn();
      render(<ExamArea integrity={settings()} report={report} onBlocked={() => {}} countedBefore={1} />);
      act(() => {
        window.dispatchEvent(new Event('beforeunload'));
        window.dispatchEvent(new Event('pagehide'));
        hidden = true;
        document.dispatchEvent(new Event('visibilitychange'));
        window.dispatchEvent(new Event('blur'));
        vi.advanceTimersByTime(60_000);
      });
      expect(report).not.toHaveBeenCalled();
      expect(screen.getByTestId('departures').textContent).toBe('1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes on from the count the server holds after a reload', () => {
    render(<ExamArea integrity={settings()} report={vi.fn()} onBlocked={() => {}} countedBefore={2} />);
    expect(screen.getByTestId('departures').textContent).toBe('2');
    act(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.getByTestId('departures').textContent).toBe('3');
  });

  it('blocks copy, paste and the context menu inside the exam area when the publication says so, and reports them', () => {
    const report = vi.fn();
    const onBlocked = vi.fn();
    render(<ExamArea integrity={settings({ blockCopyPaste: 1 })} report={report} onBlocked={onBlocked} />);
    const area = screen.getByTestId('area');
    expect(fireEvent.copy(area)).toBe(false);
    expect(fireEvent.paste(area)).toBe(false);
    expect(fireEvent.contextMenu(area)).toBe(false);
    expect(fireEvent.copy(screen.getByTestId('outside'))).toBe(true);
    expect(report.mock.calls.map(([kind]) => kind)).toEqual(['copy', 'paste', 'context-menu']);
    expect(onBlocked).toHaveBeenCalledTimes(3);
  });

  it('leaves copy and paste alone when they are allowed', () => {
    const report = vi.fn();
    render(<ExamArea integrity={settings()} report={report} onBlocked={() => {}} />);
    expect(fireEvent.copy(screen.getByTestId('area'))).toBe(true);
    expect(report).not.toHaveBeenCalled();
  });
});
