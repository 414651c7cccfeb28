import type { AssessmentScoreSheet, MyAssessmentAssignment, SheetItem } from '@kaoshi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Input, InputNumber, List, Popconfirm, Radio, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/page-card';
import { session } from '../../lib/session';
import { fetchMyAssignments, fetchScoreSheet, submitScores } from './api';
import { isItemSaved, type ItemValue, type OutboxSnapshot, type ScoreOutbox } from './score-outbox';
import { useScoreOutbox } from './use-score-outbox';
import './assessments.css';

/**
 * /assessmentManage/score (ASSESSMENT-SCORE): the examiner's candidates, then one candidate's
 * scoring sheet item by item, sized for a tablet (docs/REQUIREMENTS.md §21.4). Saves go through
 * the outbox, so scoring goes on while the network is down.
 */
export default function ScoringPage() {
  const { t } = useTranslation();
  const [allocationId, setAllocationId] = useState<number | null>(null);
  const assignments = useQuery({ queryKey: ['assessment', 'assignments'], queryFn: fetchMyAssignments });
  if (allocationId !== null) return <ScoreSheet allocationId={allocationId} onBack={() => setAllocationId(null)} />;
  return (
    <PageCard title={t('assessment.score.myCandidates')}>
      {assignments.isPending ? (
        <Skeleton active />
      ) : assignments.isError ? (
        <Alert type="error" message={assignments.error.message} />
      ) : assignments.data.length === 0 ? (
        <Empty description={t('assessment.score.none')} />
      ) : (
        <List
          className="kx-assess-list"
          dataSource={assignments.data}
          renderItem={(one: MyAssessmentAssignment) => (
            <List.Item
              className="kx-assess-candidate"
              onClick={() => setAllocationId(one.allocationId)}
              onKeyDown={(event) => event.key === 'Enter' && setAllocationId(one.allocationId)}
              tabIndex={0}
              role="button"
              aria-label={one.candidateName}
            >
              <List.Item.Meta
                title={`${one.candidateName} · ${one.admissionNumber}`}
                description={`${one.sessionName} · ${t('assessment.score.station')} ${one.stationName} · ${dayjs(one.slotStartsAt).format('YYYY-MM-DD HH:mm')}`}
              />
              {one.submittedAt ? (
                <Tag color="green">{t('assessment.score.submitted')}</Tag>
              ) : (
                <Tag color="blue">{t('assessment.score.toScore')}</Tag>
              )}
            </List.Item>
          )}
        />
      )}
    </PageCard>
  );
}

const leafKeys = (sheet: AssessmentScoreSheet['sheet']) =>
  sheet.items.flatMap((item) => (item.subItems.length > 0 ? item.subItems.map((sub) => sub.key) : [item.key]));

function ScoreSheet({ allocationId, onBack }: { allocationId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const sheet = useQuery({ queryKey: ['assessment', 'sheet', allocationId], queryFn: () => fetchScoreSheet(allocationId) });
  const { outbox, snapshot } = useScoreOutbox(session.get().user?.username ?? '', allocationId, sheet.data?.mine);
  const submit = useMutation({
    mutationFn: () => submitScores(allocationId),
    onSuccess: (data) => {
      queryClient.setQueryData(['assessment', 'sheet', allocationId], data);
      void queryClient.invalidateQueries({ queryKey: ['assessment', 'assignments'] });
      message.success(t('assessment.score.done'));
    },
  });
  if (sheet.isPending || !outbox)
    return <PageCard>{sheet.isError ? <Alert type="error" message={sheet.error.message} /> : <Skeleton active />}</PageCard>;
  const data = sheet.data!;
  const closed = data.submittedAt !== null;
  const keys = leafKeys(data.sheet);
  const ready = snapshot.waiting === 0 && keys.every((key) => isItemSaved(snapshot.items.get(key)));
  const values = [...snapshot.items.values()].map((item) => item.value);
  const total = values.some((value) => value.veto === 1) ? 0 : values.reduce((sum, value) => sum + value.awarded, 0);
  return (
    <PageCard
      title={`${data.candidateName} · ${data.admissionNumber}`}
      extra={
        <Button size="large" onClick={onBack}>
          {t('assessment.score.back')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {data.taskName} · {t('assessment.score.station')} {data.stationName} · {dayjs(data.slotStartsAt).format('YYYY-MM-DD HH:mm')}
      </Typography.Paragraph>
      <OutboxBanner snapshot={snapshot} />
      <div className="kx-assess-items">
        {data.sheet.items.map((item) => (
          <ItemCard key={item.key} item={item} outbox={outbox} snapshot={snapshot} closed={closed} />
        ))}
      </div>
      <div className="kx-assess-footer">
        <Typography.Title level={4}>
          {t('assessment.score.total')}: {Math.round(total * 10) / 10}
        </Typography.Title>
        {closed ? (
          <Tag color="green" className="kx-assess-big-tag">
            {t('assessment.score.submitted')}
          </Tag>
        ) : (
          <Popconfirm title={t('assessment.score.confirmSubmit')} onConfirm={() => submit.mutate()} disabled={!ready}>
            <Button
              type="primary"
              size="large"
              className="kx-assess-submit"
              disabled={!ready}
              loading={submit.isPending}
              title={ready ? undefined : t('assessment.score.submitNotReady')}
            >
              {t('assessment.score.submit')}
            </Button>
          </Popconfirm>
        )}
      </div>
      {data.others && (
        <Card size="small" title={t('assessment.score.others')}>
          {data.others.map((other) => (
            <div key={other.examinerId}>
              {other.name}:{' '}
              {other.submitted
                ? `${other.total}${other.vetoed ? ` (${t('assessment.results.vetoed')})` : ''}`
                : t('assessment.score.notYet')}
            </div>
          ))}
        </Card>
      )}
    </PageCard>
  );
}

function OutboxBanner({ snapshot }: { snapshot: OutboxSnapshot }) {
  const { t } = useTranslation();
  if (!snapshot.online || snapshot.failing)
    return <Alert className="kx-assess-banner" type="warning" showIcon message={t('assessment.score.offline')} />;
  if (snapshot.waiting > 0)
    return <Alert className="kx-assess-banner" type="info" showIcon message={t('assessment.score.waiting', { count: snapshot.waiting })} />;
  return <Alert className="kx-assess-banner" type="success" showIcon message={t('assessment.score.allSaved')} />;
}

function ItemCard({ item, outbox, snapshot, closed }: { item: SheetItem; outbox: ScoreOutbox; snapshot: OutboxSnapshot; closed: boolean }) {
  const { t } = useTranslation();
  const leaves = item.subItems.length > 0 ? item.subItems.map((sub) => ({ ...sub, veto: 0 })) : [item];
  return (
    <Card
      className={item.veto ? 'kx-assess-item kx-assess-veto' : 'kx-assess-item'}
      title={`${item.key}. ${item.title}`}
      extra={
        item.veto ? <Tag color="red">{t('assessment.score.veto')}</Tag> : <Tag>{t('assessment.score.points', { points: item.points })}</Tag>
      }
    >
      {item.criteria && <Typography.Paragraph>{item.criteria}</Typography.Paragraph>}
      {'deductionRules' in item && item.deductionRules && (
        <Typography.Paragraph type="secondary">{item.deductionRules}</Typography.Paragraph>
      )}
      {leaves.map((leaf) => (
        <LeafScore
          key={leaf.key}
          leafKey={leaf.key}
          title={leaves.length > 1 ? `${leaf.key}. ${leaf.title}` : null}
          points={leaf.points}
          veto={leaf.veto === 1}
          outbox={outbox}
          snapshot={snapshot}
          closed={closed}
        />
      ))}
    </Card>
  );
}

interface LeafProps {
  leafKey: string;
  title: string | null;
  points: number;
  veto: boolean;
  outbox: ScoreOutbox;
  snapshot: OutboxSnapshot;
  closed: boolean;
}

/** One scored line: points (with a reason below full marks), or a veto switch (with a note). */
function LeafScore({ leafKey, title, points, veto, outbox, snapshot, closed }: LeafProps) {
  const { t } = useTranslation();
  const saved = snapshot.items.get(leafKey);
  // What the examiner is typing: held here until it is valid enough to save.
  const [draft, setDraft] = useState<ItemValue | null>(null);
  const shown = draft ?? saved?.value ?? { awarded: veto ? 0 : points, reason: '', veto: 0, note: '' };
  const problem = veto
    ? shown.veto === 1 && shown.note.trim() === ''
      ? t('assessment.score.vetoNoteNeeded')
      : null
    : shown.awarded < points && shown.reason.trim() === ''
      ? t('assessment.score.reasonNeeded')
      : null;
  const update = (fields: Partial<ItemValue>) => {
    const next = { ...shown, ...fields };
    setDraft(next);
    const incomplete = veto ? next.veto === 1 && next.note.trim() === '' : next.awarded < points && next.reason.trim() === '';
    if (!incomplete) outbox.change(leafKey, { ...next, reason: next.reason.trim(), note: next.note.trim() });
  };
  const status = saved?.error ? (
    <Tag color="red">{saved.error}</Tag>
  ) : isItemSaved(saved) ? (
    <Tag color="green">{t('assessment.score.saved')}</Tag>
  ) : null;
  return (
    <div className="kx-assess-leaf" data-item={leafKey}>
      {title && <Typography.Text strong>{title}</Typography.Text>}
      {veto ? (
        <Space direction="vertical" className="kx-assess-wide">
          <Radio.Group
            size="large"
            optionType="button"
            buttonStyle="solid"
            disabled={closed}
            value={saved || draft ? shown.veto : undefined}
            onChange={(event) => update({ veto: Number(event.target.value) })}
            options={[
              { value: 0, label: t('assessment.score.noVeto') },
              { value: 1, label: t('assessment.score.vetoTriggered') },
            ]}
          />
          {shown.veto === 1 && (
            <Input.TextArea
              rows={2}
              value={shown.note}
              disabled={closed}
              placeholder={t('assessment.score.vetoNote')}
              aria-label={t('assessment.score.vetoNote')}
              onChange={(event) => update({ note: event.target.value })}
              status={problem ? 'error' : undefined}
            />
          )}
        </Space>
      ) : (
        <Space wrap className="kx-assess-wide">
          <InputNumber
            size="large"
            className="kx-assess-points"
            min={0}
            max={points}
            step={0.5}
            value={shown.awarded}
            disabled={closed}
            aria-label={`${leafKey} ${t('assessment.score.awarded')}`}
            onChange={(value) => update({ awarded: Number(value ?? 0) })}
          />
          <span>/ {points}</span>
          <Button size="large" disabled={closed} onClick={() => update({ awarded: points, reason: '' })}>
            {t('assessment.score.full')}
          </Button>
          {shown.awarded < points && (
            <Input
              size="large"
              className="kx-assess-reason"
              value={shown.reason}
              disabled={closed}
              placeholder={t('assessment.score.reason')}
              aria-label={`${leafKey} ${t('assessment.score.reason')}`}
              onChange={(event) => update({ reason: event.target.value })}
              status={problem ? 'error' : undefined}
            />
          )}
        </Space>
      )}
      <div className="kx-assess-status">{problem ? <Typography.Text type="danger">{problem}</Typography.Text> : status}</div>
    </div>
  );
}
