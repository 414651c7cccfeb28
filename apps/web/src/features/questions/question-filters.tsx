import { DIFFICULTIES, QUESTION_TYPES } from '@kaoshi/contracts';
import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextFilters } from '../../components/record-fields';
import { CourseSelect, KnowledgeSelect } from '../../components/course-pickers';

export const QUESTION_FILTERS = {
  courseId: undefined as number | undefined,
  knowledgeId: undefined as number | undefined,
  type: undefined as number | undefined,
  difficulty: undefined as number | undefined,
  keyword: '',
  /** The server's default too: the bank shows the questions in use unless asked otherwise. */
  retired: 0 as number | 'all',
};
export type QuestionFilters = typeof QUESTION_FILTERS;

interface QuestionFilterBarProps {
  filters: QuestionFilters;
  setFilter: <K extends keyof QuestionFilters>(name: K, value: QuestionFilters[K]) => void;
  search: () => void;
}

/** Course first (the knowledge tree is the chosen course's), then type, difficulty, stem words, status. */
export function QuestionFilterBar({ filters, setFilter, search }: QuestionFilterBarProps) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <CourseSelect
        value={filters.courseId}
        onChange={(courseId) => {
          setFilter('courseId', courseId);
          setFilter('knowledgeId', undefined);
        }}
        style={{ width: 220 }}
      />
      <KnowledgeSelect
        courseId={filters.courseId}
        value={filters.knowledgeId}
        onChange={(knowledgeId) => setFilter('knowledgeId', knowledgeId ?? undefined)}
        style={{ width: 200 }}
      />
      <Select
        allowClear
        placeholder={t('question.type')}
        aria-label={t('question.type')}
        value={filters.type}
        onChange={(type?: number) => setFilter('type', type)}
        options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`question.types.${type}`) }))}
        style={{ width: 150 }}
      />
      <Select
        allowClear
        placeholder={t('question.difficulty')}
        aria-label={t('question.difficulty')}
        value={filters.difficulty}
        onChange={(difficulty?: number) => setFilter('difficulty', difficulty)}
        options={DIFFICULTIES.map((level) => ({ value: level, label: `${level} · ${t(`question.difficulties.${level}`)}` }))}
        style={{ width: 150 }}
      />
      <TextFilters fields={[['keyword', 'question.keyword']]} filters={filters} setFilter={setFilter} search={search} />
      <Select
        aria-label={t('question.status')}
        value={filters.retired}
        onChange={(retired: number | 'all') => setFilter('retired', retired)}
        options={[
          { value: 0, label: t('question.inUse') },
          { value: 1, label: t('question.retired') },
          { value: 'all', label: t('question.allStatuses') },
        ]}
        style={{ width: 170 }}
      />
    </Space>
  );
}
