import { DeleteOutlined } from '@ant-design/icons';
import { Button, InputNumber, Select, Space, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { wholeWithoutDecimal } from './question-values';
import { type BlankDraft, newBlank } from '../../components/written/written-values';

interface BlanksEditorProps {
  value?: BlankDraft[];
  onChange?: (value: BlankDraft[]) => void;
  /** How many `{{n}}` markers the stem holds now (the table is checked against it as the author types). */
  markers: number;
}

/**
 * The blanks of a fill-in question, one row per `{{n}}` marker of the stem: the accepted answers
 * (tags: type one, Enter, the next), the blank's points, and an optional numeric answer with its
 * tolerance (docs/REQUIREMENTS.md §7).
 */
export function BlanksEditor({ value = [], onChange, markers }: BlanksEditorProps) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<BlankDraft>) =>
    onChange?.(value.map((blank, at) => (at === index ? { ...blank, ...patch } : blank)));
  const missing = Math.max(0, markers - value.length);
  return (
    <div className="question-blanks" data-testid="blanks-editor">
      {value.length === 0 && <p className="question-written-empty">{t('questionWritten.noBlanks')}</p>}
      {value.map((blank, index) => {
        const label = t('questionWritten.blank', { number: index + 1 });
        return (
          <div key={blank.uid} className="question-blank" role="group" aria-label={label}>
            <span className="question-blank-number">{`{{${index + 1}}}`}</span>
            <Select
              mode="tags"
              className="question-blank-accepted"
              aria-label={t('questionWritten.acceptedFor', { label })}
              placeholder={t('questionWritten.acceptedPlaceholder')}
              value={blank.accepted}
              suffixIcon={null}
              tokenSeparators={['|']}
              maxCount={10}
              onChange={(accepted: string[]) => update(index, { accepted: accepted.map((text) => text.slice(0, 200)) })}
            />
            <Space size={4} wrap className="question-blank-scoring">
              <InputNumber<number>
                aria-label={t('questionWritten.pointsFor', { label })}
                min={0.5}
                max={1000}
                step={0.5}
                formatter={wholeWithoutDecimal}
                value={blank.points}
                addonAfter={t('questionWritten.pointsUnit')}
                style={{ width: 130 }}
                onChange={(points) => update(index, { points: points ?? 0 })}
              />
              <Tooltip title={t('questionWritten.numericHint')}>
                <Switch
                  checked={blank.numericOn}
                  checkedChildren={t('questionWritten.numeric')}
                  unCheckedChildren={t('questionWritten.numeric')}
                  aria-label={t('questionWritten.numericFor', { label })}
                  onChange={(numericOn) => update(index, { numericOn })}
                />
              </Tooltip>
              {blank.numericOn && (
                <>
                  <InputNumber<number>
                    aria-label={t('questionWritten.valueFor', { label })}
                    placeholder={t('questionWritten.value')}
                    value={blank.value}
                    style={{ width: 110 }}
                    onChange={(number) => update(index, { value: number })}
                  />
                  <span aria-hidden>±</span>
                  <InputNumber<number>
                    aria-label={t('questionWritten.toleranceFor', { label })}
                    placeholder={t('questionWritten.tolerance')}
                    min={0}
                    value={blank.tolerance}
                    style={{ width: 100 }}
                    onChange={(number) => update(index, { tolerance: number ?? 0 })}
                  />
                </>
              )}
              <Tooltip title={t('questionWritten.removeBlank', { label })}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('questionWritten.removeBlank', { label })}
                  onClick={() => onChange?.(value.filter((_, at) => at !== index))}
                />
              </Tooltip>
            </Space>
          </div>
        );
      })}
      {missing > 0 && (
        <Button type="dashed" onClick={() => onChange?.([...value, ...Array.from({ length: missing }, newBlank)])}>
          {t('questionWritten.addMissingBlanks', { count: missing })}
        </Button>
      )}
    </div>
  );
}
