import type { QuestionRecord } from '@kaoshi/contracts';
import { Modal, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionView } from '../../components/question-view';
import { asCandidateQuestion } from './question-values';

/**
 * The question exactly as a candidate sees it in the exam (the same view the exam page uses);
 * the answer key and explanation, which candidates never receive, only on request.
 */
export function QuestionPreview({ question, onClose }: { question: QuestionRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [showAnswer, setShowAnswer] = useState(false);
  const [choice, setChoice] = useState<string[]>([]);
  return (
    <Modal
      maskClosable
      open={question !== null}
      title={t('question.previewTitle')}
      onCancel={onClose}
      afterClose={() => {
        setShowAnswer(false);
        setChoice([]);
      }}
      footer={null}
      width={760}
      destroyOnHidden
    >
      {question && (
        <>
          <Space wrap className="question-preview-bar">
            <Tag>{question.courseName}</Tag>
            {question.knowledgeName && <Tag color="purple">{question.knowledgeName}</Tag>}
            {question.retired === 1 && <Tag color="red">{t('question.retired')}</Tag>}
            <label className="question-preview-toggle">
              <Switch size="small" checked={showAnswer} onChange={setShowAnswer} aria-label={t('question.showAnswer')} />
              <Typography.Text>{t('question.showAnswer')}</Typography.Text>
            </label>
          </Space>
          {/* The preview can be answered like the real thing; nothing is saved. */}
          <QuestionView
            question={asCandidateQuestion(question)}
            value={choice as QuestionRecord['answer']}
            onChange={setChoice}
            answerKey={showAnswer ? question.answer : undefined}
            explanation={showAnswer ? question.explanation : undefined}
          />
        </>
      )}
    </Modal>
  );
}
