import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';

/** How serious a message is; each has its colour and its circle. */
export type Tone = 'info' | 'success' | 'warning' | 'error';

export const TONE_ICONS: Record<Tone, IconDefinition> = {
  info: InfoCircleFilled,
  success: CheckCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};
