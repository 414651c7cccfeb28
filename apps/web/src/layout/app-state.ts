import Cookies from 'js-cookie';
import { createStore } from '../lib/store';

/** docs/REQUIREMENTS.md §4.1: sidebar, device (language and size live beside their switchers). */
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 210;
const SIDEBAR_COOKIE = 'sidebarStatus';

export interface AppState {
  sidebarOpened: boolean;
  device: 'desktop' | 'mobile';
}

const isMobileWidth = () => typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT_PX;

export const appState = createStore<AppState>({
  // docs/REQUIREMENTS.md §4.1: persisted in the cookie sidebarStatus, 1 open / 0 closed.
  sidebarOpened: Cookies.get(SIDEBAR_COOKIE) !== '0' && !isMobileWidth(),
  device: isMobileWidth() ? 'mobile' : 'desktop',
});

export function toggleSidebar() {
  const opened = !appState.get().sidebarOpened;
  if (appState.get().device === 'desktop') Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', { expires: 365 });
  appState.set((s) => ({ ...s, sidebarOpened: opened }));
}

export function closeSidebar() {
  appState.set((s) => ({ ...s, sidebarOpened: false }));
}

/** Under 992 px the console is in mobile mode and the sidebar closes itself. */
export function syncDevice() {
  const device = isMobileWidth() ? 'mobile' : 'desktop';
  if (device === appState.get().device) return;
  appState.set({ device, sidebarOpened: device === 'desktop' ? Cookies.get(SIDEBAR_COOKIE) !== '0' : false });
}
