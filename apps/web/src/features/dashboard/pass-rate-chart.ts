import type { RecentPassRate } from '@kaoshi/contracts';
import type { ChartOption } from '../../components/echart';
import { percentValue } from './format';

/** Green from the pass mark of a good exam up, orange in between, red where most failed. */
export function passRateColor(rate: number | null): string {
  if (rate === null) return '#bfbfbf';
  if (rate >= 0.8) return '#52c41a';
  if (rate >= 0.5) return '#fa8c16';
  return '#ff4d4f';
}

/**
 * One bar per closed exam, oldest first, its height the pass rate in percent. An exam nobody sat
 * has no bar (ECharts draws null as a gap) rather than a misleading 0 %.
 */
export function passRateOption(rows: RecentPassRate[], names: { passRate: string }): ChartOption {
  return {
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: (value) => (value === null || value === undefined ? '—' : `${String(value)}%`) },
    xAxis: {
      type: 'category',
      data: rows.map((row) => row.name),
      axisLabel: { interval: 0, hideOverlap: true, overflow: 'truncate', width: 90 },
    },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      {
        type: 'bar',
        name: names.passRate,
        barMaxWidth: 40,
        data: rows.map((row) => ({ value: percentValue(row.passRate), itemStyle: { color: passRateColor(row.passRate) } })),
        label: { show: true, position: 'top', formatter: (p: { value: unknown }) => (typeof p.value === 'number' ? `${p.value}%` : '') },
      },
    ],
  };
}
