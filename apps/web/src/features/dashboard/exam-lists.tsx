import { EyeOutlined } from '@ant-design/icons';
import type { DashboardExam, RunningExam } from '@kaoshi/contracts';
import { Button, Empty, List, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMinute, formatWindow } from '../../lib/time-format';
import { withPublication } from '../../components/publication-picker/use-publication-choice';
import { durationText, relativeTime } from './format';
import { useCanOpen } from './use-can-open';

const SITUATION = '/examPublishManage/examinationSituation';
/** A week of exams can be a long list; the card stays short and pages the rest. */
const PAGE_SIZE = 5;
const pagination = (count: number) => (count > PAGE_SIZE ? ({ pageSize: PAGE_SIZE, size: 'small', align: 'center' } as const) : false);

/** Exams that open in the next 7 days: name, start (relative and absolute), duration. */
export function UpcomingList({ exams, serverNow }: { exams: DashboardExam[]; serverNow: number }) {
  const { t, i18n } = useTranslation();
  return (
    <List
      className="dashboard-list"
      data-testid="upcoming-list"
      dataSource={exams}
      rowKey="publicationId"
      pagination={pagination(exams.length)}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.upcoming.empty')} /> }}
      renderItem={(exam) => (
        <List.Item data-testid={`upcoming-${exam.publicationId}`}>
          <List.Item.Meta
            title={<span className="dashboard-exam-name">{exam.name}</span>}
            description={
              <Space size={[12, 4]} wrap>
                <span>
                  {t('dashboard.starts')}{' '}
                  <Tag color="blue" className="dashboard-relative">
                    {relativeTime(exam.startsAt, serverNow, i18n.language)}
                  </Tag>
                  <span className="dashboard-time">{formatMinute(exam.startsAt)}</span>
                </span>
                <span>{t('dashboard.duration', { duration: durationText(exam.endsAt - exam.startsAt, i18n.language) })}</span>
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}

/** Exams open now with how many candidates sit them and how many are online; each opens the live view. */
export function RunningList({ exams, serverNow }: { exams: RunningExam[]; serverNow: number }) {
  const { t, i18n } = useTranslation();
  const canWatch = useCanOpen()(SITUATION);
  const navigate = useNavigate();
  // The live view opens on the exam its address names.
  const watch = (exam: RunningExam) => void navigate(withPublication(SITUATION, exam.publicationId));
  return (
    <List
      className="dashboard-list"
      data-testid="running-list"
      dataSource={exams}
      rowKey="publicationId"
      pagination={pagination(exams.length)}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.running.empty')} /> }}
      renderItem={(exam) => (
        <List.Item
          data-testid={`running-${exam.publicationId}`}
          actions={
            canWatch
              ? [
                  <Button
                    key="watch"
                    size="small"
                    icon={<EyeOutlined />}
                    onClick={() => watch(exam)}
                    aria-label={t('dashboard.running.watchExam', { name: exam.name })}
                  >
                    {t('dashboard.running.watch')}
                  </Button>,
                ]
              : undefined
          }
        >
          <List.Item.Meta
            title={<span className="dashboard-exam-name">{exam.name}</span>}
            description={
              <Space direction="vertical" size={4}>
                <span className="dashboard-time">
                  {formatWindow(exam.startsAt, exam.endsAt)} ·{' '}
                  {t('dashboard.running.endsIn', { relative: relativeTime(exam.endsAt, serverNow, i18n.language) })}
                </span>
                <Space size={8} wrap>
                  <Tag color="green" data-testid="running-online">
                    {t('dashboard.running.online', { n: exam.online })}
                  </Tag>
                  <Tag data-testid="running-sitting">{t('dashboard.running.sitting', { n: exam.sitting })}</Tag>
                </Space>
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}
