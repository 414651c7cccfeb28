import { CheckCircleOutlined, CloudSyncOutlined, CopyOutlined, ExpandOutlined, FieldTimeOutlined, SwapOutlined } from '@ant-design/icons';
import type { IntegritySettings } from '@kaoshi/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const rules: [ReactNode, string][] = [
    [<FieldTimeOutlined key="clock" />, t('exam.room.ruleClock', { minutes: durationMinutes, end: formatMinute(endsAt) })],
    [<CloudSyncOutlined key="saving" />, t('exam.room.ruleSaving')],
    [
      <SwapOutlined key="tabs" />,
      integrity.tabSwitchLimit > 0 ? t('exam.room.ruleTabLimit', { limit: integrity.tabSwitchLimit }) : t('exam.room.ruleTabs'),
    ],
  ];
  if (integrity.fullscreenRequired) rules.push([<ExpandOutlined key="fullscreen" />, t('exam.room.ruleFullscreen')]);
  if (integrity.blockCopyPaste) rules.push([<CopyOutlined key="copy" />, t('exam.room.ruleCopy')]);
  rules.push([<CheckCircleOutlined key="submit" />, t('exam.room.ruleSubmit')]);
  return (
    <ul className="kx-rules" aria-label={t('exam.room.rulesTitle')}>
      {rules.map(([icon, text]) => (
        <li key={text}>
          {icon}
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
