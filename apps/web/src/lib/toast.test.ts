import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { notify, setMessageInstance } from './notify';
import { showNotice, toast } from './toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('messages on pages without Ant Design', () => {
  it('are the plain toast unless the console registered its own, and again after it left', () => {
    expect(notify()).toBe(toast);
    const console = { error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() };
    setMessageInstance(console);
    notify().error('x');
    expect(console.error).toHaveBeenCalledWith('x');
    setMessageInstance(null);
    expect(notify()).toBe(toast);
  });

  it('show the text in a live region for as long as asked', () => {
    toast.error({ content: 'The network is down', duration: 5 });
    const region = document.querySelector('.kx-toasts')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('The network is down');
    vi.advanceTimersByTime(4900);
    expect(region.textContent).toBe('The network is down');
    vi.advanceTimersByTime(200);
    expect(region.textContent).toBe('');
  });

  it('a notice stays until the reader closes it', () => {
    showNotice({ title: 'Extra time', description: 'You have 10 more minutes.' });
    vi.advanceTimersByTime(60_000);
    const card = document.querySelector('.kx-notice-card')!;
    expect(card.textContent).toContain('You have 10 more minutes.');
    (card.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click();
    expect(document.querySelector('.kx-notice-card')).toBeNull();
  });
});
