import { cleanup, render } from '@testing-library/react';
import { ConfigProvider, DatePicker } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

/** An open picker for March 2030 in Chinese, as the console renders it. */
function openPicker() {
  const { baseElement } = render(
    <ConfigProvider locale={zhCN}>
      <DatePicker open defaultPickerValue={dayjs('2030-03-04')} />
    </ConfigProvider>,
  );
  return baseElement.querySelector('.ant-picker-dropdown')!.textContent ?? '';
}

describe('dates follow the interface language', () => {
  it('after choosing Chinese, dayjs speaks zh-cn and a date picker names months and weekdays in Chinese', async () => {
    const { setLanguage } = await import('./index');
    await setLanguage('zh');
    expect(dayjs.locale()).toBe('zh-cn');
    const text = openPicker();
    expect(text).toContain('3月');
    expect(text).toContain('一二三四五六日');
    expect(text).not.toMatch(/Mar|Su|Mo/);
    await setLanguage('es');
    expect(dayjs.locale()).toBe('es');
    expect(dayjs('2030-03-04').format('MMMM')).toBe('marzo');
  }, 30_000);

  it('on a first load with a stored language, dates are in it before the first screen renders', async () => {
    vi.resetModules();
    Cookies.set('language', 'ja');
    // As main.tsx starts: the catalogues are handed in, the stored language's loaded.
    const { initialLanguageLoaded } = await import('../app/text');
    await initialLanguageLoaded;
    const { default: freshDayjs } = await import('dayjs');
    expect(freshDayjs.locale()).toBe('ja');
    expect(freshDayjs('2030-03-04').format('MMMM dd')).toBe('3月 月');
    Cookies.remove('language');
  }, 30_000);
});
