import { type AnswerSheet, GRADING_STATE, type MarkingState } from '@kaoshi/contracts';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../../lib/time-format';
import { PassCell, scoreText } from './marking-cells';
import { tasksLeft } from './marking-logic';

/** The attempt's candidate and scores; `state` (the last marking call's answer) is newer than the sheet. */
export function AnswerSheetSummary({ sheet, state }: { sheet: AnswerSheet; state: MarkingState | null }) {
  const { t } = useTranslation();
  const scores = state ?? sheet;
  const left = tasksLeft(sheet);
  const grading = scores.gradingState ?? GRADING_STATE.NOT_GRADED;
  return (
    <Descriptions
      className="marking-summary"
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 2, lg: 3, xxl: 4 }}
      items={[
        { key: 'candidate', label: t('marking.read.candidate'), children: `${sheet.name} (${sheet.username})` },
        {
          key: 'submitted',
          label: t('marking.read.submittedAt'),
          children: sheet.submittedAt === null ? '—' : formatMinute(sheet.submittedAt),
        },
        { key: 'status', label: t('marking.column.status'), children: t(`marking.status.${sheet.status}`) },
        {
          key: 'pass',
          label: t('marking.report.passScore'),
          children: t('marking.read.passScore', { score: sheet.passScore, total: sheet.totalScore }),
        },
        {
          key: 'objective',
          label: t('marking.read.objectiveScore'),
          children: <span data-testid="objective-score">{scoreText(scores.objectiveScore)}</span>,
        },
        {
          key: 'manual',
          label: t('marking.read.manualScore'),
          children: <span data-testid="manual-score">{scoreText(scores.manualScore)}</span>,
        },
        {
          key: 'final',
          label: t('marking.read.finalScore'),
          children: <strong data-testid="final-score">{scores.finalScore === null ? t('marking.read.pending') : scores.finalScore}</strong>,
        },
        {
          key: 'grading',
          label: t('marking.read.gradingState'),
          children: (
            <span data-testid="grading-state">
              <Tag color={grading === GRADING_STATE.GRADED ? 'success' : grading === GRADING_STATE.GRADING ? 'processing' : 'default'}>
                {t(`marking.grading.${grading}`)}
              </Tag>
              {grading !== GRADING_STATE.GRADED && left > 0 && (
                <span className="marking-muted">{t('marking.read.tasksLeft', { count: left })}</span>
              )}
            </span>
          ),
        },
        {
          key: 'passed',
          label: t('marking.read.passed'),
          children: (
            <span data-testid="passed">
              <PassCell passed={scores.passed} />
            </span>
          ),
        },
      ]}
    />
  );
}
