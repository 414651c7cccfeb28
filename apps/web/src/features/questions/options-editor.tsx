import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { QUESTION_TYPE } from '@kaoshi/contracts';
import { Button, Checkbox, Form, Radio, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { editorIds } from './drafts';
import { OptionContent } from './option-content';
import { addOption, canAdd, canRemove, keyAt, markCorrect, moveOption, type OptionDraft, removeOption, setContent } from './options-model';
import { TrueFalseAnswer } from './true-false-answer';

interface OptionsEditorProps {
  type: number;
  questionId?: number;
  value?: OptionDraft[];
  onChange?: (value: OptionDraft[]) => void;
  /** The option editors' ids (a composite's parts name theirs apart from the question's). */
  idOf?: (key: string) => string;
  /** The form field this editor fills, re-checked as a shown problem is fixed. */
  name?: (string | number)[];
}

/**
 * The options of a choice question, each with its letter, its content (a single line that opens
 * into the full editor, see OptionContent) and its "correct" mark (a radio when one answer is
 * right, a checkbox when several). Letters come from positions, so moving or removing an option
 * relabels the rest and the marks move with their options. A true/false question has fixed
 * options: only its answer is chosen (TrueFalseAnswer).
 */
export function OptionsEditor({ type, questionId, value = [], onChange, idOf, name = ['choices'] }: OptionsEditorProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { status } = Form.Item.useStatus();
  const container = useRef<HTMLDivElement>(null);
  const optionId = idOf ?? editorIds(questionId).option;
  const removable = canRemove(value, type);

  // The problem is shown here, mid-form: bring it into view when saving finds one.
  useEffect(() => {
    if (status === 'error') container.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [status]);

  const change = (next: OptionDraft[]) => {
    onChange?.(next);
    // Checked on saving only (half-written options are not errors); once shown, an error clears as it is fixed.
    if (status === 'error') setTimeout(() => void form.validateFields([name]).catch(() => {}), 0);
  };

  if (type === QUESTION_TYPE.TRUE_FALSE) {
    return (
      <div className="question-options" ref={container}>
        <TrueFalseAnswer value={value} onChange={change} />
      </div>
    );
  }

  return (
    <div className="question-options" ref={container}>
      {value.map((draft, position) => {
        const key = keyAt(position);
        const mark = (checked: boolean) => change(markCorrect(value, position, checked, type));
        return (
          <div
            key={draft.uid}
            className={`question-option${draft.correct ? ' is-correct' : ''}`}
            role="group"
            aria-label={t('question.option', { key })}
          >
            <div className="question-option-mark">
              <span className="question-option-letter">{key}</span>
              {type === QUESTION_TYPE.MULTIPLE ? (
                <Checkbox checked={draft.correct} onChange={(event) => mark(event.target.checked)}>
                  {t('question.correctOption')}
                </Checkbox>
              ) : (
                <Radio checked={draft.correct} onChange={(event) => mark(event.target.checked)}>
                  {t('question.correctOption')}
                </Radio>
              )}
            </div>
            <div className="question-option-content">
              <OptionContent
                id={optionId(key)}
                label={t('question.option', { key })}
                value={draft.content}
                onChange={(html) => change(setContent(value, position, html))}
              />
            </div>
            <div className="question-option-tools">
              <Tooltip title={t('question.moveUp', { key })}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('question.moveUp', { key })}
                  disabled={position === 0}
                  onClick={() => change(moveOption(value, position, -1))}
                />
              </Tooltip>
              <Tooltip title={t('question.moveDown', { key })}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('question.moveDown', { key })}
                  disabled={position === value.length - 1}
                  onClick={() => change(moveOption(value, position, 1))}
                />
              </Tooltip>
              {removable && (
                <Tooltip title={t('question.removeOption', { key })}>
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('question.removeOption', { key })}
                    onClick={() => change(removeOption(value, position, type))}
                  />
                </Tooltip>
              )}
            </div>
          </div>
        );
      })}
      <Button type="dashed" block icon={<PlusOutlined />} disabled={!canAdd(value, type)} onClick={() => change(addOption(value, type))}>
        {t('question.addOption')}
      </Button>
    </div>
  );
}
