import Cookies from 'js-cookie';
import { createStore } from '../../lib/store';

/** docs/REQUIREMENTS.md §3, §4.1: the panel's options, kept across reloads. */
export interface Settings {
  themeColor: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  supportPinyinSearch: boolean;
}

export const DEFAULT_THEME_COLOR = '#409EFF';
/** Predefined choices beside the default (docs/REQUIREMENTS.md §16 gives #20befb as the other setting's colour). */
export const THEME_PRESETS = ['#409EFF', '#20befb', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'];

export const DEFAULT_SETTINGS: Settings = {
  themeColor: DEFAULT_THEME_COLOR,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  supportPinyinSearch: true,
};

const STORAGE_KEY = 'kaoshi-settings';

/** Reads stored settings, keeping only known keys of the right type. */
export function parseSettings(raw: string | null): Settings {
  let stored: Record<string, unknown> = {};
  try {
    stored = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    stored = {};
  }
  const result = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    if (typeof stored[key] === typeof DEFAULT_SETTINGS[key]) (result as Record<string, unknown>)[key] = stored[key];
  }
  if (!/^#[0-9a-fA-F]{6}$/.test(result.themeColor)) result.themeColor = DEFAULT_THEME_COLOR;
  return result;
}

export const settings = createStore<Settings>(
  parseSettings(typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY)),
);

export function changeSetting<K extends keyof Settings>(key: K, value: Settings[K]) {
  settings.set((current) => ({ ...current, [key]: value }));
  localStorage.setItem(STORAGE_KEY, JSON.stringify(settings.get()));
}

/** docs/REQUIREMENTS.md §4.1: component size, default medium, persisted in a cookie. */
export type ComponentSize = 'small' | 'middle' | 'large';
export const SIZES: ComponentSize[] = ['small', 'middle', 'large'];
const SIZE_COOKIE = 'size';

const readSize = (): ComponentSize => {
  const stored = Cookies.get(SIZE_COOKIE);
  return SIZES.includes(stored as ComponentSize) ? (stored as ComponentSize) : 'middle';
};

export const size = createStore<ComponentSize>(readSize());

export function changeSize(next: ComponentSize) {
  Cookies.set(SIZE_COOKIE, next, { expires: 365, sameSite: 'Lax' });
  size.set(next);
}
