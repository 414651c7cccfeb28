import { LinkOutlined } from '@ant-design/icons';
import { type CandidateQuestion, type OptionKey, QUESTION_TYPE } from '@kaoshi/contracts';
import { Checkbox, Radio, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from './rich-text-view';
import './question-view.css';

export interface QuestionViewProps {
  question: CandidateQuestion;
  /** 1-based number shown before the stem. */
  number?: number;
  /** The candidate's choice (option keys); controlled. */
  value?: readonly OptionKey[];
  onChange?: (answer: OptionKey[]) => void;
  /** Staff preview: mark the correct options and show the explanation. */
  answerKey?: readonly OptionKey[];
  explanation?: string;
  disabled?: boolean;
  /** Shown at the end of the question's header line (the exam page puts the save state there). */
  extra?: ReactNode;
}

/**
 * One question as a candidate sees it: number, score, stem, and the options in the order given
 * (already shuffled by the server when the paper says so), each labelled with the letter of its
 * position. Answers are always reported in the bank's keys, whatever the display order.
 */
export function QuestionView({ question, number, value = [], onChange, answerKey, explanation, disabled, extra }: QuestionViewProps) {
  const { t } = useTranslation();
  const readOnly = disabled || !onChange;
  const optionLabel = (position: number, key: OptionKey, content: string) => (
    <span className={`kx-option${answerKey?.includes(key) ? ' kx-option-correct' : ''}`}>
      <b className="kx-option-letter">{String.fromCharCode(65 + position)}.</b>
      <RichTextView html={content} inline />
      {answerKey?.includes(key) && <Tag color="success">{t('question.correct')}</Tag>}
    </span>
  );

  return (
    <section className="kx-question" aria-label={number ? t('question.number', { number }) : undefined}>
      <header className="kx-question-head">
        {number !== undefined && <span className="kx-question-number">{number}.</span>}
        <Tag>{t(`question.types.${question.type}`)}</Tag>
        <Typography.Text type="secondary">{t('question.points', { score: question.score })}</Typography.Text>
        {extra !== undefined && <span className="kx-question-extra">{extra}</span>}
      </header>
      <RichTextView html={question.stem} />
      {question.type === QUESTION_TYPE.EXTERNAL_LINK ? (
        <a href={question.linkUrl} target="_blank" rel="noopener noreferrer">
          <LinkOutlined /> {t('question.openTask')}
        </a>
      ) : question.type === QUESTION_TYPE.MULTIPLE ? (
        <Checkbox.Group
          value={[...value]}
          disabled={readOnly}
          onChange={(keys) => onChange?.([...(keys as OptionKey[])].sort())}
        >
          <Space direction="vertical">
            {question.options.map(({ key, content }, position) => (
              <Checkbox key={key} value={key}>
                {optionLabel(position, key, content)}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      ) : (
        <Radio.Group value={value[0]} disabled={readOnly} onChange={(event) => onChange?.([event.target.value as OptionKey])}>
          <Space direction="vertical">
            {question.options.map(({ key, content }, position) => (
              <Radio key={key} value={key}>
                {optionLabel(position, key, content)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
      {explanation && (
        <div className="kx-question-explanation">
          <Typography.Text strong>{t('question.explanation')}</Typography.Text>
          <RichTextView html={explanation} />
        </div>
      )}
    </section>
  );
}
