import { ReloadOutlined } from '@ant-design/icons';
import type { PaperMode } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Grid, Space, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionView } from '../../components/question-view';
import { previewPaper } from './api';

export interface PreviewTarget {
  paperId: number;
  mode: PaperMode;
}

/** A paper as one candidate would get it: a fresh draw each time, answers shown on request. */
export function PaperPreview({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [showAnswers, setShowAnswers] = useState(false);
  const preview = useQuery({
    queryKey: ['papers', 'preview', target?.paperId],
    queryFn: () => previewPaper(target!.paperId),
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
        <Alert type="error" showIcon message={t('common.loadFailed')} action={<Button onClick={() => preview.refetch()}>{t('common.retry')}</Button>} />
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
