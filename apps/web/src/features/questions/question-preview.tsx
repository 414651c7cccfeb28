import { type FillBlankSpec, QUESTION_TYPE, type QuestionRecord, type SubQuestionRecord } from '@kaoshi/contracts';
import { Modal, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionView } from '../../components/question-view';
import { asCandidateQuestion } from './question-values';
import { WrittenKey } from '../../components/written/written-key';
import { blankMarksOf } from '../../components/written/written-values';

type Previewed = Pick<QuestionRecord, 'questionId' | 'type' | 'stem' | 'options' | 'answer' | 'linkUrl' | 'score' | 'explanation' | 'spec'>;

/**
 * The question exactly as a candidate sees it in the exam (the same view the exam page uses);
 * the answer key and explanation, which candidates never receive, only on request. A composite
 * shows its material and then its parts (1), (2)…
 */
export function QuestionPreview({ question, onClose }: { question: QuestionRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [showAnswer, setShowAnswer] = useState(false);
  return (
    <Modal
      maskClosable
      open={question !== null}
      title={t('question.previewTitle')}
      onCancel={onClose}
      afterClose={() => setShowAnswer(false)}
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
          <PreviewedQuestion question={question} showAnswer={showAnswer} />
          {question.type === QUESTION_TYPE.COMPOSITE && (
            <div className="kx-question-parts">
              {(question.subQuestions ?? []).map((sub: SubQuestionRecord, index) => (
                <div key={sub.questionId} className="kx-question-part-card">
                  <PreviewedQuestion question={sub} number={index + 1} part showAnswer={showAnswer} />
                </div>
              ))}
            </div>
          )}
        </>
      )}
    </Modal>
  );
}

/** One question of the preview: it can be answered like the real thing; nothing is saved. */
function PreviewedQuestion({
  question,
  number,
  part,
  showAnswer,
}: {
  question: Previewed;
  number?: number;
  part?: boolean;
  showAnswer: boolean;
}) {
  const [choice, setChoice] = useState<string[]>([]);
  const [text, setText] = useState('');
  const fillBlank = question.type === QUESTION_TYPE.FILL_BLANK;
  return (
    <>
      <QuestionView
        question={asCandidateQuestion(question)}
        number={number}
        part={part}
        value={choice as QuestionRecord['answer']}
        onChange={setChoice}
        text={text}
        onText={setText}
        answerKey={showAnswer ? question.answer : undefined}
        explanation={showAnswer ? question.explanation : undefined}
        blankMarks={showAnswer && fillBlank ? blankMarksOf(question.spec as FillBlankSpec, text) : undefined}
      />
      {showAnswer && <WrittenKey type={question.type} spec={question.spec} />}
    </>
  );
}
