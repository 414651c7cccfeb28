import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../components/page-card';
import { MarkingTab } from '../features/marking/marking-tab';
import { LiveTab } from '../features/live/live-tab';
import { useShowBySituation } from '../features/live/use-show-by-situation';
import '../features/live/live.css';

/** The open tab survives a visit to examinationRead and back (its back link returns here). */
export const SITUATION_TAB_KEY = 'situation.tab';
const TABS = ['live', 'marking'] as const;
type SituationTab = (typeof TABS)[number];
const rememberedTab = (): SituationTab => {
  const stored = sessionStorage.getItem(SITUATION_TAB_KEY);
  return TABS.find((tab) => tab === stored) ?? 'live';
};

/**
 * /examPublishManage/examinationSituation (MARKINGPAPERS): the exams as they happen. Sections are
 * tabs: the live view and marking (docs/REQUIREMENTS.md §8.5, §9); a tab mounts when first opened.
 */
export default function ExaminationSituationPage() {
  const { t } = useTranslation();
  useShowBySituation();
  const [tab, setTab] = useState<SituationTab>(rememberedTab);
  const open = (key: string) => {
    const next = TABS.find((name) => name === key) ?? 'live';
    sessionStorage.setItem(SITUATION_TAB_KEY, next);
    setTab(next);
  };
  return (
    <PageCard title={t('route.examinationSituation')}>
      <Tabs
        className="situation-tabs"
        activeKey={tab}
        onChange={open}
        items={[
          { key: 'live', label: t('live.title'), children: <LiveTab /> },
          { key: 'marking', label: t('marking.title'), children: <MarkingTab /> },
        ]}
      />
    </PageCard>
  );
}
