import LinkOutlined from '@ant-design/icons-svg/es/asn/LinkOutlined';
import { QUESTION_TYPE } from '@kaoshi/contracts';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from './plain/choice';
import { Icon } from './plain/icon';
import { Spinner } from './plain/spinner';
import { Tag } from './plain/tag';
import { RichTextView } from './rich-text-view';
import type { QuestionViewProps } from './question-view-props';
import { LazyWrittenAnswer } from './written/lazy-written-answer';
import './question-view.css';

export type { QuestionViewProps } from './question-view-props';

/**
 * One question as a candidate sees it: number, score, stem, and the options in the order given
 * (already shuffled by the server when the paper says so), each labelled with the letter of its
 * position. Answers are reported in the keys the payload carries (for a candidate, the displayed letters).
 */
export function QuestionView(props: QuestionViewProps) {
  const { question, number, value = [], onChange, answerKey, explanation, disabled, extra, part } = props;
  const { t } = useTranslation();
  const name = useId();
  const readOnly = disabled || !onChange;
  const label = number ? (part ? t('question.partNumber', { number }) : t('question.number', { number })) : undefined;
  const options = question.options.map(({ key, content }, position) => ({
    value: key,
    label: (
      <span className={`kx-option${answerKey?.includes(key) ? ' kx-option-correct' : ''}`}>
        <b className="kx-option-letter">{String.fromCharCode(65 + position)}.</b>
        <RichTextView html={content} inline />
        {answerKey?.includes(key) && <Tag color="success">{t('question.correct')}</Tag>}
      </span>
    ),
  }));

  return (
    <section className={`kx-question${part ? ' kx-question-part' : ''}`} aria-label={label}>
      <header className="kx-question-head">
        {number !== undefined && <span className="kx-question-number">{part ? `(${number})` : `${number}.`}</span>}
        <Tag className="kx-question-type">{t(`question.types.${question.type}`)}</Tag>
        <span className="kx-muted">{t('question.points', { score: question.score })}</span>
        {extra !== undefined && <span className="kx-question-extra">{extra}</span>}
      </header>
      {question.type !== QUESTION_TYPE.FILL_BLANK && <RichTextView html={question.stem} />}
      {question.type === QUESTION_TYPE.EXTERNAL_LINK ? (
        <a href={question.linkUrl} target="_blank" rel="noopener noreferrer">
          <Icon icon={LinkOutlined} /> {t('question.openTask')}
        </a>
      ) : question.type > QUESTION_TYPE.EXTERNAL_LINK ? (
        <Suspense fallback={<Spinner />}>
          <LazyWrittenAnswer {...props} />
        </Suspense>
      ) : (
        <ChoiceGroup
          kind={question.type === QUESTION_TYPE.MULTIPLE ? 'checkbox' : 'radio'}
          name={name}
          label={label}
          framed
          options={options}
          value={value}
          disabled={readOnly}
          // Answers are reported in the bank's keys, in their own order, whatever the display order.
          onChange={(keys) => onChange?.([...keys].sort())}
        />
      )}
      {explanation && (
        <div className="kx-question-explanation">
          <strong>{t('question.explanation')}</strong>
          <RichTextView html={explanation} />
        </div>
      )}
    </section>
  );
}
