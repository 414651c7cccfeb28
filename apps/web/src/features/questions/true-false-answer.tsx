import { QUESTION_TYPE } from '@kaoshi/contracts';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { markCorrect, type OptionDraft, plainTextOf, trueFalseOptions } from './options-model';

interface TrueFalseAnswerProps {
  value: OptionDraft[];
  onChange: (value: OptionDraft[]) => void;
}

/**
 * A true/false question's options are fixed: its two statements (written in the author's
 * language when the type was chosen), so there is nothing to edit, only which one is the answer.
 */
export function TrueFalseAnswer({ value, onChange }: TrueFalseAnswerProps) {
  const { t } = useTranslation();
  const drafts = value.length === 2 ? value : trueFalseOptions([t('question.trueText'), t('question.falseText')]);
  const fallback = [t('question.trueText'), t('question.falseText')];
  const checked = drafts.findIndex((draft) => draft.correct);
  return (
    <div role="radiogroup" aria-label={t('question.trueFalseAnswer')} className="question-true-false">
      <Radio.Group
        value={checked < 0 ? undefined : checked}
        onChange={(event) => onChange(markCorrect(drafts, event.target.value as number, true, QUESTION_TYPE.TRUE_FALSE))}
        options={drafts.map((draft, position) => ({ value: position, label: plainTextOf(draft.content) || fallback[position] }))}
      />
    </div>
  );
}
