import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { listCourseOptions } from './api';

interface CourseSelectProps {
  value?: number;
  onChange?: (courseId: number | undefined) => void;
  id?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: React.CSSProperties;
}

/** Every course, searchable by name or code ("courses" in the key: saving a course refreshes it). */
export function CourseSelect({ value, onChange, id, disabled, allowClear, style }: CourseSelectProps) {
  const { t } = useTranslation();
  const courses = useQuery({ queryKey: ['courses', 'options', 'all'], queryFn: listCourseOptions });
  return (
    <Select
      id={id}
      showSearch
      allowClear={allowClear}
      optionFilterProp="label"
      placeholder={t('paper.course')}
      aria-label={t('paper.course')}
      value={value}
      onChange={(next?: number) => onChange?.(next)}
      disabled={disabled}
      loading={courses.isFetching}
      options={(courses.data ?? []).map((course) => ({ value: course.courseId, label: `${course.name} (${course.code})` }))}
      style={{ minWidth: 200, ...style }}
    />
  );
}
