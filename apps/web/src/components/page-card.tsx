import { Card } from 'antd';
import type { ReactNode } from 'react';

/** The frame of every management screen: a card under the navbar. */
export function PageCard({ title, extra, children }: { title?: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card className="page-card" title={title} extra={extra}>
      {children}
    </Card>
  );
}
