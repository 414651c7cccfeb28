import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartOption, EChart } from '../../components/echart';

/**
 * One block of an analysis screen: a heading with its export, then the figures once loaded.
 * The first load spins; a failed load offers a retry; a refresh keeps the old figures visible.
 */
export function AnalysisSection({
  title,
  extra,
  children,
  testId,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="analysis-section" data-testid={testId}>
      {(title || extra) && (
        <div className="analysis-section-head">
          {title ? <Typography.Title level={5}>{title}</Typography.Title> : <span />}
          {extra}
        </div>
      )}
      {children}
    </section>
  );
}

/** Loading, error and empty states around what a query answered. */
export function QueryState<T>({
  query,
  isEmpty,
  emptyText,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError && query.data === undefined) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('common.loadFailed')}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (query.isPending || query.data === undefined) {
    return (
      <div className="analysis-loading">
        <Spin />
      </div>
    );
  }
  if (isEmpty(query.data)) return <Empty className="analysis-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return children(query.data);
}

/** A chart with its caption; the figures themselves are always in the table below it. */
export function ChartBlock({
  title,
  option,
  testId,
  height = 280,
}: {
  title: string;
  option: ChartOption;
  testId: string;
  height?: number;
}) {
  return (
    <figure className="analysis-chart">
      <figcaption>{title}</figcaption>
      <EChart option={option} label={title} testId={testId} height={height} />
    </figure>
  );
}
