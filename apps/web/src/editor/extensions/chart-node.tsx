import { mergeAttributes, Node } from '@tiptap/core';
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartData } from '../rules/chart-from-table';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type ChartType = 'bar' | 'line' | 'pie';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    chart: { insertChart: (attrs: { chartType: ChartType; data: ChartData }) => ReturnType };
  }
}

/** The ECharts option for a chart node: rows are series; pie charts show the first column. */
export function chartOption(chartType: ChartType, data: ChartData): echarts.EChartsCoreOption {
  if (chartType === 'pie') {
    return {
      tooltip: { trigger: 'item' },
      legend: { bottom: 0 },
      series: [{ type: 'pie', radius: '60%', data: data.rows.map((row) => ({ name: row.label, value: row.values[0] ?? 0 })) }],
    };
  }
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 40, right: 16, top: 16, bottom: 48 },
    xAxis: { type: 'category', data: data.columns },
    yAxis: { type: 'value' },
    series: data.rows.map((row) => ({ type: chartType, name: row.label, data: row.values })),
  };
}

function ChartView({ node }: ReactNodeViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const chartType = node.attrs.chartType as ChartType;
  const data = node.attrs.data as ChartData | null;
  useEffect(() => {
    if (!box.current || !data) return;
    const chart = echarts.init(box.current);
    chart.setOption(chartOption(chartType, data));
    return () => chart.dispose();
  }, [chartType, data]);
  return (
    <NodeViewWrapper className="kx-chart-view" data-chart-type={chartType} contentEditable={false}>
      <div ref={box} style={{ width: '100%', height: 300 }} role="img" aria-label={`${chartType} chart`} />
    </NodeViewWrapper>
  );
}

/**
 * A chart made from a table: stored as `<figure data-type="chart">` with its data as JSON, and
 * drawn again from that data wherever the content is shown.
 */
export const ChartNode = Node.create({
  name: 'chart',
  group: 'block',
  atom: true,
  addAttributes() {
    return {
      chartType: {
        default: 'bar',
        parseHTML: (el) => el.getAttribute('data-chart-type') ?? 'bar',
        renderHTML: (a) => ({ 'data-chart-type': a.chartType }),
      },
      data: {
        default: null,
        parseHTML: (el) => {
          try {
            return JSON.parse(el.getAttribute('data-chart') ?? 'null') as ChartData | null;
          } catch {
            return null;
          }
        },
        renderHTML: (a) => ({ 'data-chart': JSON.stringify(a.data) }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'figure[data-type="chart"]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['figure', mergeAttributes(HTMLAttributes, { 'data-type': 'chart', class: 'kx-chart' })];
  },
  addNodeView() {
    return ReactNodeViewRenderer(ChartView);
  },
  addCommands() {
    return {
      insertChart:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});
