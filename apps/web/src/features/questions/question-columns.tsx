import { displayLabel, type QuestionRecord, type QuestionType, VIDEO_FLAG_LABELS } from '@kaoshi/contracts';
import { Rate, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n';

const TYPE_COLOURS: Record<QuestionType, string> = {
  0: 'blue',
  1: 'geekblue',
  2: 'cyan',
  3: 'orange',
  4: 'green',
  5: 'purple',
  6: 'magenta',
  7: 'gold',
};

/**
 * The bank's table. Kept narrow enough for a laptop beside the fixed actions: the retired mark
 * rides on the stem, the knowledge point under its course, the date without the time.
 */
export function useQuestionColumns(): ColumnsType<QuestionRecord> {
  const { t } = useTranslation();
  return [
    {
      title: t('question.stem'),
      dataIndex: 'stemText',
      ellipsis: true,
      render: (stem: string, row) => (
        <span className="question-stem-cell">
          {row.retired === 1 && <Tag color="red">{t('question.retired')}</Tag>}
          <Typography.Text ellipsis={{ tooltip: stem }}>{stem}</Typography.Text>
        </span>
      ),
    },
    {
      title: t('question.type'),
      dataIndex: 'type',
      sorter: true,
      render: (type: QuestionType) => <Tag color={TYPE_COLOURS[type]}>{t(`question.types.${type}`)}</Tag>,
    },
    {
      // Two lines, like its cells: one line would be the widest header of the table.
      title: (
        <span className="question-course-cell">
          <span>{t('question.course')}</span>
          <span>{t('question.knowledge')}</span>
        </span>
      ),
      dataIndex: 'courseName',
      ellipsis: true,
      sorter: true,
      render: (course: string, row) => (
        <div className="question-course-cell">
          <Typography.Text ellipsis={{ tooltip: course }}>{course}</Typography.Text>
          <Typography.Text type="secondary" ellipsis={{ tooltip: row.knowledgeName }}>
            {row.knowledgeName ?? '—'}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('question.difficulty'),
      dataIndex: 'difficulty',
      sorter: true,
      render: (level: number) => (
        <span title={t(`question.difficulties.${level}`)}>
          <Rate disabled value={level} className="question-difficulty" />
        </span>
      ),
    },
    { title: t('question.score'), dataIndex: 'score', sorter: true },
    // The shared labels, as the Excel export and the learning articles show the same flag.
    {
      title: t('question.hasVideo'),
      dataIndex: 'hasVideo',
      render: (flag: 0 | 1) => <Tag color={flag ? 'purple' : 'default'}>{displayLabel(VIDEO_FLAG_LABELS, flag, currentLang())}</Tag>,
    },
    { title: t('question.paperCount'), dataIndex: 'paperCount' },
    {
      title: t('question.updatedAt'),
      dataIndex: 'updatedAt',
      sorter: true,
      // A date is read whole: never wrapped or cut ("2026-12-").
      width: 120,
      render: (at: number) => (
        <span style={{ whiteSpace: 'nowrap' }} title={dayjs(at).format('YYYY-MM-DD HH:mm:ss')}>
          {dayjs(at).format('YYYY-MM-DD')}
        </span>
      ),
    },
  ];
}
