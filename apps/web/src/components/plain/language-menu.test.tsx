import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { setLanguage } from '../../i18n';
import { LanguageMenu } from './language-menu';

afterEach(async () => {
  cleanup();
  await act(() => setLanguage('en'));
});

describe('the language menu on the candidate pages', () => {
  it('opens from the keyboard on the current language, moves with the arrows and closes on Escape back to its button', () => {
    render(<LanguageMenu />);
    const button = screen.getByRole('button', { name: 'Language' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => fireEvent.keyDown(button, { key: 'ArrowDown' }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['English', '简体中文', 'Español', '日本語']);
    expect(document.activeElement).toBe(items[0]);
    act(() => fireEvent.keyDown(items[0]!, { key: 'ArrowUp' }));
    expect(document.activeElement).toBe(items[3]);
    act(() => fireEvent.keyDown(items[3]!, { key: 'Escape' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('switches the language with Enter', async () => {
    render(<LanguageMenu />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Language' })));
    const chinese = screen.getByRole('menuitem', { name: '简体中文' });
    act(() => fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' }));
    expect(document.activeElement).toBe(chinese);
    act(() => fireEvent.keyDown(chinese, { key: 'Enter' }));
    await waitFor(() => expect(i18n.language).toBe('zh'));
    expect(screen.getByRole('button', { name: '语言' })).toBeTruthy();
  });
});
