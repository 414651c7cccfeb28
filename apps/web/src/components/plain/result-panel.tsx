import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { ReactNode } from 'react';
import { Icon } from './icon';
import { TONE_ICONS, type Tone } from './tone-icons';
import './plain.css';

interface ResultPanelProps {
  status: Tone;
  title: ReactNode;
  subTitle?: ReactNode;
  /** Buttons under the text. */
  extra?: ReactNode;
  icon?: IconDefinition;
  /** The title's heading level. */
  level?: 1 | 2;
}

/** A large centred outcome: how an exam ended, why a page could not load. */
export function ResultPanel({ status, title, subTitle, extra, icon, level = 1 }: ResultPanelProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={`kx-result kx-result-${status}`}>
      <div className="kx-result-icon">
        <Icon icon={icon ?? TONE_ICONS[status]} />
      </div>
      <Heading className="kx-result-title">{title}</Heading>
      {subTitle && <div className="kx-result-subtitle">{subTitle}</div>}
      {extra && <div className="kx-result-extra">{extra}</div>}
    </div>
  );
}
