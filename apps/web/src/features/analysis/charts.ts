import type { ItemAnalysisRow, MasteryRow, PassStatisticsRow, ScoreBand, SupplementaryRow } from '@kaoshi/contracts';
import type { ChartOption } from '../../components/echart';
import { percentValue } from './format';

/**
 * The analysis charts as ECharts options: pure functions of the rows and the (translated) series
 * names, so each is unit-tested without drawing. Rates are drawn in percent.
 */
const COLOR = {
  blue: '#1677ff',
  green: '#52c41a',
  red: '#ff4d4f',
  orange: '#fa8c16',
  grey: '#bfbfbf',
  lightGrey: '#e8e8e8',
  purple: '#722ed1',
};
const GRID = { left: 8, right: 16, top: 40, bottom: 8, containLabel: true };
const PERCENT_AXIS = { type: 'value' as const, min: 0, max: 100, axisLabel: { formatter: '{value}%' } };
/** Long names (exams, batches, knowledge points) are cut so the chart keeps its plot area; a few get more room. */
const categoryLabel = (count: number) => ({ interval: 0, hideOverlap: true, overflow: 'truncate' as const, width: count <= 3 ? 220 : 110 });

/** "0–10%" … "90–100%". */
export const bandLabel = (band: ScoreBand) => `${band.from}–${band.to}%`;

export function distributionOption(bands: ScoreBand[], names: { candidates: string }): ChartOption {
  return {
    grid: GRID,
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: bands.map(bandLabel), axisLabel: { interval: 0, hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: names.candidates,
        data: bands.map((band) => band.count),
        itemStyle: { color: COLOR.blue },
        label: { show: true, position: 'top', formatter: (p: { value: unknown }) => (p.value ? String(p.value) : '') },
      },
    ],
  };
}

/** Questions carry their number on the paper ("Q1"…, see ItemAnalysisRow.number); a flagged question's bar is coloured. */
export const questionLabel = (row: Pick<ItemAnalysisRow, 'number'>) => `Q${row.number}`;

function itemColor(row: ItemAnalysisRow) {
  if (row.negativeDiscrimination || row.tooHard) return COLOR.red;
  if (row.tooEasy) return COLOR.orange;
  return COLOR.blue;
}

export function itemAnalysisOption(rows: ItemAnalysisRow[], names: { facility: string; discrimination: string }): ChartOption {
  return {
    grid: GRID,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: rows.map(questionLabel), axisLabel: { hideOverlap: true } },
    yAxis: [PERCENT_AXIS, { type: 'value', min: -1, max: 1, splitLine: { show: false } }],
    series: [
      {
        type: 'bar',
        name: names.facility,
        data: rows.map((row) => ({ value: percentValue(row.facility), itemStyle: { color: itemColor(row) } })),
        itemStyle: { color: COLOR.blue },
        barMaxWidth: 64,
      },
      {
        type: 'line',
        name: names.discrimination,
        yAxisIndex: 1,
        data: rows.map((row) => (row.discrimination === null ? null : Math.round(row.discrimination * 100) / 100)),
        itemStyle: { color: COLOR.purple },
      },
    ],
  };
}

const batchName = (name: string | null) => name ?? '—';

/** One group of bars per knowledge point, one bar per batch. */
export function masteryOption(rows: MasteryRow[]): ChartOption {
  const knowledge = [...new Map(rows.map((row) => [row.knowledgeId, row.knowledgeName])).entries()];
  const batches = [...new Set(rows.map((row) => batchName(row.className)))];
  const value = new Map(rows.map((row) => [`${batchName(row.className)}\u0000${row.knowledgeId}`, percentValue(row.mastery)]));
  return {
    grid: GRID,
    tooltip: { trigger: 'axis', valueFormatter: (v) => (v === null || v === undefined ? '—' : `${String(v)}%`) },
    legend: { top: 0, type: 'scroll' },
    xAxis: { type: 'category', data: knowledge.map(([, name]) => name), axisLabel: categoryLabel(knowledge.length) },
    yAxis: PERCENT_AXIS,
    series: batches.map((batch) => ({
      type: 'bar',
      name: batch,
      barMaxWidth: 48,
      data: knowledge.map(([id]) => value.get(`${batch}\u0000${id}`) ?? null),
    })),
  };
}

/** "Exam · Batch", the category of the pass chart. */
export const passCategory = (row: Pick<PassStatisticsRow, 'publicationName' | 'className'>) => `${row.publicationName} · ${row.className}`;

/**
 * The axis shows the exam and the batch on lines of their own, each shortened alone: one exam's
 * batches cut as one line all read "Exam name…" alike.
 */
export const passAxisLabel = (category: string) => {
  const at = category.lastIndexOf(' · ');
  return at < 0 ? category : `${category.slice(0, at)}\n${category.slice(at + 3)}`;
};

/** Passed, failed, absent and yet to sit stacked per exam and batch, with the pass rate over sitters as a line on its own axis. */
export function passOption(
  rows: PassStatisticsRow[],
  names: { passed: string; failed: string; absent: string; yetToSit: string; passRate: string },
): ChartOption {
  const stack = (name: string, color: string, data: number[]) => ({
    type: 'bar' as const,
    name,
    stack: 'candidates',
    data,
    itemStyle: { color },
    barMaxWidth: 48,
  });
  return {
    grid: GRID,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: rows.map(passCategory), axisLabel: { ...categoryLabel(rows.length), formatter: passAxisLabel } },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { ...PERCENT_AXIS, splitLine: { show: false } },
    ],
    series: [
      stack(
        names.passed,
        COLOR.green,
        rows.map((row) => row.passed),
      ),
      stack(
        names.failed,
        COLOR.red,
        rows.map((row) => row.failed),
      ),
      stack(
        names.absent,
        COLOR.grey,
        rows.map((row) => row.absent),
      ),
      stack(
        names.yetToSit,
        COLOR.lightGrey,
        rows.map((row) => row.yetToSit),
      ),
      {
        type: 'line',
        name: names.passRate,
        yAxisIndex: 1,
        data: rows.map((row) => percentValue(row.passRates.sitters)),
        itemStyle: { color: COLOR.blue },
      },
    ],
  };
}

/** Per re-exam: the pass rate at the first sitting beside the rate after the re-exam. */
export function supplementaryOption(rows: SupplementaryRow[], names: { first: string; final: string }): ChartOption {
  return {
    grid: GRID,
    tooltip: { trigger: 'axis', valueFormatter: (v) => (v === null || v === undefined ? '—' : `${String(v)}%`) },
    legend: { top: 0 },
    xAxis: { type: 'category', data: rows.map((row) => row.publicationName), axisLabel: categoryLabel(rows.length) },
    yAxis: PERCENT_AXIS,
    series: [
      {
        type: 'bar',
        name: names.first,
        data: rows.map((row) => percentValue(row.firstPassRate)),
        itemStyle: { color: COLOR.orange },
        barMaxWidth: 48,
      },
      {
        type: 'bar',
        name: names.final,
        data: rows.map((row) => percentValue(row.finalPassRate)),
        itemStyle: { color: COLOR.green },
        barMaxWidth: 48,
      },
    ],
  };
}
