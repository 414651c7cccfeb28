import { type EssaySpec, type FillBlankSpec, QUESTION_TYPE, type QuestionSpec } from '@kaoshi/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../components/rich-text-view';

/**
 * What only staff see of a written question (docs/REQUIREMENTS.md §7): each blank's accepted
 * answers, or the scoring points and the reference answer, and an essay's length range.
 */
export function WrittenKey({ type, spec }: { type: number; spec: QuestionSpec | undefined }) {
  const { t } = useTranslation();
  if (type === QUESTION_TYPE.FILL_BLANK) {
    const fill = spec as FillBlankSpec | undefined;
    return (
      <div className="question-written-key" data-testid="written-key">
        <ol className="question-key-blanks">
          {(fill?.blanks ?? []).map((blank, index) => (
            <li key={index}>
              {t('questionWritten.acceptedAnswers', { answers: blank.accepted.join(' | ') })}
              {blank.numeric && ` ${t('questionWritten.numericAnswer', { ...blank.numeric })}`}{' '}
              <Typography.Text type="secondary">{t('question.points', { score: blank.points })}</Typography.Text>
            </li>
          ))}
        </ol>
        {fill?.anyOrder && <Typography.Text type="secondary">{t('questionWritten.anyOrderNote')}</Typography.Text>}
      </div>
    );
  }
  if (type !== QUESTION_TYPE.SHORT_ANSWER && type !== QUESTION_TYPE.ESSAY) return null;
  const written = (spec ?? {}) as Partial<EssaySpec>;
  return (
    <div className="question-written-key" data-testid="written-key">
      {(written.scoringPoints ?? []).length > 0 && (
        <>
          <strong>{t('questionWritten.scoringPoints')}</strong>
          <ol>
            {written.scoringPoints!.map((point, index) => (
              <li key={index}>
                {point.text} <Typography.Text type="secondary">{t('question.points', { score: point.points })}</Typography.Text>
              </li>
            ))}
          </ol>
        </>
      )}
      {written.referenceAnswer && (
        <>
          <strong>{t('questionWritten.referenceAnswer')}</strong>
          <RichTextView html={written.referenceAnswer} />
        </>
      )}
      {type === QUESTION_TYPE.ESSAY && ((written.minLength ?? 0) > 0 || (written.maxLength ?? 0) > 0) && (
        <Typography.Text type="secondary">
          {t('questionWritten.lengthLimits', { min: written.minLength || 0, max: written.maxLength || '∞' })}
        </Typography.Text>
      )}
    </div>
  );
}
