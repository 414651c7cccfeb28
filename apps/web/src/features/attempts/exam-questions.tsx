import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { AnswerValue, CandidateQuestion } from '@kaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/plain/button';
import { Icon } from '../../components/plain/icon';
import type { QuestionSave } from './answer-queue';
import { QuestionCard } from './question-card';
import type { ExamLayout } from './question-nav';

interface ExamQuestionsProps {
  questions: CandidateQuestion[];
  saves: ReadonlyMap<number, QuestionSave>;
  current: number;
  layout: ExamLayout;
  disabled: boolean;
  onCurrent: (number: number) => void;
  onAnswer: (questionId: number, answer: AnswerValue) => void;
  onFlag: (questionId: number, flagged: boolean) => void;
}

/** The questions: one at a time with previous/next, or all on one page. */
export function ExamQuestions({ questions, saves, current, layout, disabled, onCurrent, onAnswer, onFlag }: ExamQuestionsProps) {
  const { t } = useTranslation();
  const card = (question: CandidateQuestion, number: number) => (
    <QuestionCard
      key={question.questionId}
      question={question}
      number={number}
      save={saves.get(question.questionId)}
      disabled={disabled}
      onAnswer={(answer) => {
        onCurrent(number);
        onAnswer(question.questionId, answer);
      }}
      onFlag={(flagged) => onFlag(question.questionId, flagged)}
    />
  );
  if (layout === 'all') return <div className="kx-question-list">{questions.map((question, index) => card(question, index + 1))}</div>;
  const question = questions[current - 1];
  return (
    <div className="kx-question-single">
      {question && card(question, current)}
      <div className="kx-question-steps">
        <Button icon={<Icon icon={LeftOutlined} />} disabled={current <= 1} onClick={() => onCurrent(current - 1)}>
          {t('exam.page.prev')}
        </Button>
        <span className="kx-question-position">{t('exam.page.position', { current, total: questions.length })}</span>
        <Button disabled={current >= questions.length} onClick={() => onCurrent(current + 1)}>
          {t('exam.page.next')} <Icon icon={RightOutlined} />
        </Button>
      </div>
    </div>
  );
}
