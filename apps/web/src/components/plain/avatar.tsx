import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useState } from 'react';
import { Icon } from './icon';
import './plain.css';

/** A square photo, or a person outline when there is none (or it fails to load). */
export function Avatar({ src, alt, size }: { src?: string; alt: string; size: number }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className="kx-avatar" style={{ width: size, height: size, fontSize: size / 2 }}>
      {src && !broken ? <img src={src} alt={alt} onError={() => setBroken(true)} /> : <Icon icon={UserOutlined} label={alt} />}
    </span>
  );
}
