import type { IntegrityEvent, LiveCandidate } from '@kaoshi/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { stubMatchMedia } from '../../test-support/render-page';
import { listAttemptEvents } from './api';
import { EventsDrawer } from './events-drawer';
import { liveRow } from './test/live-row-fixture';

vi.mock('./api', () => ({ listAttemptEvents: vi.fn() }));

const row = liveRow({ online: true, lastSeenAt: 1_000, eventCount: 1, lastEventAt: 1_000 });

/** The live table's row as pushed rows replace it; the button stands for the next push. */
function Pushed({ next }: { next: LiveCandidate }) {
  const [candidate, setCandidate] = useState(row);
  return (
    <>
      <button onClick={() => setCandidate(next)}>push</button>
      <EventsDrawer candidate={candidate} onClose={() => {}} />
    </>
  );
}

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('EventsDrawer', () => {
  it("reads the list again when a departure's second report arrives, though the count stays", async () => {
    const hidden: IntegrityEvent = { kind: 'tab-hidden', at: 1_000 };
    const blurred: IntegrityEvent = { kind: 'window-blur', at: 1_120 };
    vi.mocked(listAttemptEvents).mockResolvedValueOnce([hidden]).mockResolvedValueOnce([hidden, blurred]);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Pushed next={{ ...row, lastEventAt: 1_120 }} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Left the exam tab')).toBeTruthy();
    expect(screen.queryByText('Window lost focus')).toBeNull();

    fireEvent.click(screen.getByText('push'));
    expect(await screen.findByText('Window lost focus')).toBeTruthy();
    expect(listAttemptEvents).toHaveBeenCalledTimes(2);
  });
});
