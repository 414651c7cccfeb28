import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';
import './plain.css';

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function draw(node: AbstractNode, key?: number): ReactNode {
  const attrs = Object.fromEntries(Object.entries(node.attrs).map(([name, value]) => [camel(name), value]));
  return createElement(node.tag, { key, ...attrs }, node.children?.map(draw));
}

/**
 * One of Ant Design's icons (its definition from @ant-design/icons-svg, the same drawing the
 * console shows) without the icon component's runtime. Decorative unless it has a `label`.
 */
export function Icon({ icon, label, className }: { icon: IconDefinition; label?: string; className?: string }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', '#e6f4ff') : icon.icon;
  return (
    <span
      className={className ? `kx-icon ${className}` : 'kx-icon'}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {draw(svg)}
    </span>
  );
}
