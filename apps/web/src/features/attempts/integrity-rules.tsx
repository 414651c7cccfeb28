import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import CloudSyncOutlined from '@ant-design/icons-svg/es/asn/CloudSyncOutlined';
import CopyOutlined from '@ant-design/icons-svg/es/asn/CopyOutlined';
import ExpandOutlined from '@ant-design/icons-svg/es/asn/ExpandOutlined';
import FieldTimeOutlined from '@ant-design/icons-svg/es/asn/FieldTimeOutlined';
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { IntegritySettings } from '@kaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/plain/icon';
import { formatMinute } from '../../lib/time-format';

/** The rules of this exam, explained before the start: the clock, saving, and the integrity settings that apply. */
export function IntegrityRules({
  integrity,
  durationMinutes,
  endsAt,
}: {
  integrity: IntegritySettings;
  durationMinutes: number;
  endsAt: number;
}) {
  const { t } = useTranslation();
  const rules: [IconDefinition, string][] = [
    [FieldTimeOutlined, t('exam.room.ruleClock', { minutes: durationMinutes, end: formatMinute(endsAt) })],
    [CloudSyncOutlined, t('exam.room.ruleSaving')],
    [
      SwapOutlined,
      integrity.tabSwitchLimit > 0 ? t('exam.room.ruleTabLimit', { limit: integrity.tabSwitchLimit }) : t('exam.room.ruleTabs'),
    ],
  ];
  if (integrity.fullscreenRequired) rules.push([ExpandOutlined, t('exam.room.ruleFullscreen')]);
  if (integrity.blockCopyPaste) rules.push([CopyOutlined, t('exam.room.ruleCopy')]);
  rules.push([CheckCircleOutlined, t('exam.room.ruleSubmit')]);
  return (
    <ul className="kx-rules" aria-label={t('exam.room.rulesTitle')}>
      {rules.map(([icon, text]) => (
        <li key={text}>
          <Icon icon={icon} />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
