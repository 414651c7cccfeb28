import { ReloadOutlined } from '@ant-design/icons';
import type { AddPaperBody, PaperMode } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Grid, Space, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionView } from '../../components/question-view';
import { ApiError } from '../../lib/http';
import { previewPaper, previewPaperDraft } from './api';

/** A saved paper, or (with `draft`) the editor's paper as it stands; `paperId` null: never saved. */
export interface PreviewTarget {
  paperId: number | null;
  mode: PaperMode;
  draft?: AddPaperBody;
}

const drawOf = (target: PreviewTarget) => (target.draft ? previewPaperDraft(target.draft, target.paperId) : previewPaper(target.paperId!));

/** A paper as one candidate would get it: a fresh draw each time, answers shown on request. */
export function PaperPreview({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [showAnswers, setShowAnswers] = useState(false);
  const preview = useQuery({
    queryKey: ['papers', 'preview', target?.paperId, target?.draft],
    queryFn: () => drawOf(target!),
    enabled: target !== null,
    // Every opening is a new draw, never one remembered from before.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const paper = preview.data?.paperId === target?.paperId ? preview.data : undefined;
  // Each opening starts as the candidate sees it: answers hidden.
  const close = () => {
    setShowAnswers(false);
    onClose();
  };
  const fact = (label: string, value: string | number) => (
    <span>
      <Typography.Text type="secondary">{label}</Typography.Text> <Typography.Text strong>{value}</Typography.Text>
    </span>
  );

  return (
    <Drawer
      maskClosable
      open={target !== null}
      onClose={close}
      destroyOnHidden
      className="paper-preview"
      width={screens.lg ? 'min(900px, 90vw)' : '100%'}
      title={paper ? t('paper.previewTitle', { name: paper.name }) : t('paper.preview')}
      extra={
        <Space wrap>
          <Space size={6}>
            <Switch size="small" checked={showAnswers} onChange={setShowAnswers} id="paper-preview-answers" />
            <label htmlFor="paper-preview-answers">{t('paper.showAnswers')}</label>
          </Space>
          {target?.mode === 'random' && (
            <Button icon={<ReloadOutlined />} loading={preview.isFetching} onClick={() => preview.refetch()}>
              {t('paper.drawAgain')}
            </Button>
          )}
        </Space>
      }
    >
      {preview.isError ? (
        <Alert
          type="error"
          showIcon
          // A refused draft says what to fix, in the words a save would use.
          message={preview.error instanceof ApiError ? preview.error.message : t('common.loadFailed')}
          action={<Button onClick={() => preview.refetch()}>{t('common.retry')}</Button>}
        />
      ) : !paper ? (
        <Spin className="paper-editor-loading" />
      ) : (
        <Spin spinning={preview.isFetching}>
          <Space wrap size="large" className="paper-preview-summary">
            {fact(t('paper.totalScore'), paper.totalScore)}
            {fact(t('paper.passScore'), paper.passScore)}
            {fact(t('paper.duration'), t('paper.minutes', { count: paper.durationMinutes }))}
            {fact(t('paper.questionCount'), paper.questions.length)}
          </Space>
          {target?.draft && <Alert type="info" showIcon className="paper-preview-draft" message={t('paper.draftPreview')} />}
          {target?.mode === 'random' && <Typography.Paragraph type="secondary">{t('paper.previewHint')}</Typography.Paragraph>}
          {paper.questions.length === 0 ? (
            <Empty description={t('paper.noQuestions')} />
          ) : (
            paper.questions.map((question, index) => (
              <QuestionView
                key={`${index}-${question.questionId}`}
                question={question}
                number={index + 1}
                answerKey={showAnswers ? question.answer : undefined}
                explanation={showAnswers ? question.explanation : undefined}
              />
            ))
          )}
        </Spin>
      )}
    </Drawer>
  );
}
