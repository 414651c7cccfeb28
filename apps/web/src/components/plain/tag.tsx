import type { ReactNode } from 'react';
import './plain.css';

/** Ant Design's preset tag colours that the candidate pages use. */
export type TagColor = 'default' | 'green' | 'blue' | 'gold' | 'orange' | 'red' | 'purple' | 'success' | 'processing' | 'warning' | 'error';

export function Tag({ color = 'default', children, className }: { color?: TagColor | string; children: ReactNode; className?: string }) {
  return <span className={`kx-tag kx-tag-${color}${className ? ` ${className}` : ''}`}>{children}</span>;
}
