import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { AnswerValue } from '@kaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/plain/button';
import { Icon } from '../../components/plain/icon';
import type { QuestionSave } from './answer-queue';
import { QuestionCard } from './question-card';
import type { ExamLayout } from './question-nav';
import type { ExamItem } from './question-sections';

interface ExamQuestionsProps {
  /** The paper's numbered items (a composite with its parts). */
  items: ExamItem[];
  saves: ReadonlyMap<number, QuestionSave>;
  current: number;
  layout: ExamLayout;
  disabled: boolean;
  onCurrent: (number: number) => void;
  onAnswer: (questionId: number, answer: AnswerValue) => void;
  onFlag: (questionId: number, flagged: boolean) => void;
}

/** The questions: one at a time with previous/next, or all on one page. */
export function ExamQuestions({ items, saves, current, layout, disabled, onCurrent, onAnswer, onFlag }: ExamQuestionsProps) {
  const { t } = useTranslation();
  const card = (item: ExamItem, number: number) => (
    <QuestionCard
      key={item.question.questionId}
      item={item}
      number={number}
      saves={saves}
      disabled={disabled}
      onAnswer={(questionId, answer) => {
        onCurrent(number);
        onAnswer(questionId, answer);
      }}
      onFlag={onFlag}
    />
  );
  if (layout === 'all') return <div className="kx-question-list">{items.map((item, index) => card(item, index + 1))}</div>;
  const item = items[current - 1];
  const total = items.length;
  return (
    <div className="kx-question-single">
      {item && card(item, current)}
      <div className="kx-question-steps">
        <Button icon={<Icon icon={LeftOutlined} />} disabled={current <= 1} onClick={() => onCurrent(current - 1)}>
          {t('exam.page.prev')}
        </Button>
        <span className="kx-question-position">{t('exam.page.position', { current, total })}</span>
        <Button disabled={current >= total} onClick={() => onCurrent(current + 1)}>
          {t('exam.page.next')} <Icon icon={RightOutlined} />
        </Button>
      </div>
    </div>
  );
}
