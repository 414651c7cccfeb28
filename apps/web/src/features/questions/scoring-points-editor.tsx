import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { wholeWithoutDecimal } from './question-values';
import { newScoringPoint, type ScoringPointDraft, sumPoints } from '../../components/written/written-values';

const MAX_POINTS = 20;

interface ScoringPointsEditorProps {
  value?: ScoringPointDraft[];
  onChange?: (value: ScoringPointDraft[]) => void;
  /** The question's score: the points may not add up to more. */
  score: number;
}

/** The scoring points (评分要点) an examiner marks a written answer by; none leaves the score free (docs/REQUIREMENTS.md §7). */
export function ScoringPointsEditor({ value = [], onChange, score }: ScoringPointsEditorProps) {
  const { t } = useTranslation();
  const total = sumPoints(value);
  const update = (index: number, patch: Partial<ScoringPointDraft>) =>
    onChange?.(value.map((point, at) => (at === index ? { ...point, ...patch } : point)));
  return (
    <div className="question-scoring-points" data-testid="scoring-points">
      {value.length === 0 && <p className="question-written-empty">{t('questionWritten.noScoringPoints')}</p>}
      {value.map((point, index) => {
        const label = t('questionWritten.scoringPoint', { number: index + 1 });
        return (
          <div key={point.uid} className="question-scoring-point" role="group" aria-label={label}>
            <span className="question-blank-number">{index + 1}.</span>
            <Input
              aria-label={label}
              placeholder={t('questionWritten.scoringPointPlaceholder')}
              maxLength={500}
              value={point.text}
              onChange={(event) => update(index, { text: event.target.value })}
            />
            <InputNumber<number>
              aria-label={t('questionWritten.pointsFor', { label })}
              min={0.5}
              max={1000}
              step={0.5}
              formatter={wholeWithoutDecimal}
              value={point.points}
              addonAfter={t('questionWritten.pointsUnit')}
              style={{ width: 130 }}
              onChange={(points) => update(index, { points: points ?? 0 })}
            />
            <Tooltip title={t('questionWritten.removeScoringPoint', { label })}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('questionWritten.removeScoringPoint', { label })}
                onClick={() => onChange?.(value.filter((_, at) => at !== index))}
              />
            </Tooltip>
          </div>
        );
      })}
      <div className="question-scoring-foot">
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          disabled={value.length >= MAX_POINTS}
          onClick={() => onChange?.([...value, newScoringPoint()])}
        >
          {t('questionWritten.addScoringPoint')}
        </Button>
        {value.length > 0 && (
          <Typography.Text type={total > score ? 'danger' : 'secondary'} data-testid="scoring-total">
            {t('questionWritten.pointsTotal', { total, score })}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}
