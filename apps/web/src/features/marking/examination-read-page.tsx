import { ArrowLeftOutlined } from '@ant-design/icons';
import type { AnswerSheetQuestion, MarkingState } from '@kaoshi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageCard } from '../../components/page-card';
import { withPublication } from '../../components/publication-picker/use-publication-choice';
import { answerSheetKey, fetchAnswerSheet, holdAttempt, type HoldOutcome, releaseOnLeave } from './api';
import { AnswerSheetSummary } from './answer-sheet-summary';
import { HoldBanner } from './hold-banner';
import { KeyCorrectionDialog } from './key-correction-dialog';
import { holdView, isMarkingListKey, sheetNumbers } from './marking-logic';
import { RescoreLogDrawer, rescoreLogKey } from './rescore-log-drawer';
import { SheetQuestion } from './sheet-question';
import './marking.css';

const SITUATION = '/examPublishManage/examinationSituation';
const holdKey = (attemptId: number) => ['markingHold', attemptId] as const;

/** Not markable at all (still being written, missing): the client showed why; the sheet stays readable. */
const takeHold = (attemptId: number): Promise<HoldOutcome> => holdAttempt(attemptId).catch(() => ({ kind: 'refused', message: '' }));

/**
 * /examinationRead?attemptId= (MARKINGPAPERS): one attempt's answer sheet as the candidate saw
 * it. Opening it takes the grading hold (another examiner's hold makes it read-only, naming
 * them); leaving releases it. External-link tasks are scored here; objective keys can be corrected.
 */
export default function ExaminationReadPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const attemptId = Number(params.get('attemptId'));
  const valid = Number.isInteger(attemptId) && attemptId > 0;
  // The sheet's own query (shared with the screen below): the way back returns to its exam's list.
  const sheet = useQuery({ queryKey: answerSheetKey(attemptId), queryFn: () => fetchAnswerSheet(attemptId), enabled: valid });
  const back = sheet.data ? withPublication(SITUATION, sheet.data.publicationId) : SITUATION;
  return (
    <PageCard
      title={t('route.examinationRead')}
      extra={
        <Link to={back}>
          <ArrowLeftOutlined /> {t('marking.read.back')}
        </Link>
      }
    >
      {valid ? <AnswerSheetScreen key={attemptId} attemptId={attemptId} /> : <Empty description={t('marking.read.missing')} />}
    </PageCard>
  );
}

function AnswerSheetScreen({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sheet = useQuery({ queryKey: answerSheetKey(attemptId), queryFn: () => fetchAnswerSheet(attemptId) });
  // The hold is taken on opening (a query: fetched on mount, again on "try again", never cached).
  const hold = useQuery({
    queryKey: holdKey(attemptId),
    queryFn: () => takeHold(attemptId),
    refetchOnMount: 'always',
    gcTime: 0,
    staleTime: Infinity,
  });
  const [state, setState] = useState<MarkingState | null>(null);
  const [keyOf, setKeyOf] = useState<AnswerSheetQuestion | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);

  const refreshSheet = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: answerSheetKey(attemptId) });
    // The situation page is kept while hidden: its list shows the new scores when it comes back.
    void queryClient.invalidateQueries({ predicate: (query) => isMarkingListKey(query.queryKey) });
  }, [queryClient, attemptId]);

  // The sheet names whoever holds the attempt once the hold is settled.
  const holdSettledAt = hold.dataUpdatedAt;
  useEffect(() => {
    if (holdSettledAt) refreshSheet();
  }, [holdSettledAt, refreshSheet]);

  useEffect(() => {
    const leave = () => releaseOnLeave(attemptId);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [attemptId]);

  const onSaved = (next: MarkingState) => {
    setState(next);
    // Each save renews the hold: the banner shows the new expiry (the data change refreshes the sheet).
    const renewed: HoldOutcome = { kind: 'held', state: next };
    queryClient.setQueryData(holdKey(attemptId), renewed);
  };

  if (sheet.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('common.loadFailed')}
        action={<Button onClick={() => sheet.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!sheet.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const view = holdView(hold.data, sheet.data.hold);
  const editable = view.kind === 'mine';

  return (
    <Space direction="vertical" size="middle" className="marking-sheet">
      <div className="marking-sheet-title">
        <strong>{sheet.data.publicationName}</strong>
      </div>
      <HoldBanner view={view} onRetry={() => void hold.refetch()} />
      <AnswerSheetSummary sheet={sheet.data} state={state} />
      <div className="marking-questions">
        {sheetNumbers(sheet.data.questions).map(({ question, number }) => (
          <SheetQuestion
            key={question.questionId}
            attemptId={attemptId}
            question={question}
            number={number}
            editable={editable}
            onSaved={onSaved}
            onCorrectKey={() => setKeyOf(question)}
            onShowLog={() => setLogOf(question.questionId)}
          />
        ))}
      </div>
      <KeyCorrectionDialog
        question={keyOf}
        onClose={() => setKeyOf(null)}
        onCorrected={() => {
          setState(null);
          refreshSheet();
          void queryClient.invalidateQueries({ queryKey: rescoreLogKey(keyOf?.questionId ?? null) });
        }}
      />
      <RescoreLogDrawer questionId={logOf} onClose={() => setLogOf(null)} />
    </Space>
  );
}
