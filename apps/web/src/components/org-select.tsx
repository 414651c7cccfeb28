import { useQuery } from '@tanstack/react-query';
import { Form, Select, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { subjectLabel } from '../lib/level-name';
import { fetchOrgOptions, ORG_LEVELS, ORG_RESOURCE, type OrgLevel, type OrgOption } from '../lib/org-options';

const LABEL: Record<OrgLevel, string> = { school: 'org.school', department: 'org.department', subject: 'org.subject', class: 'org.class' };

interface OrgSelectProps {
  level: OrgLevel;
  /** The chosen parent; a lower level waits for its parent before it lists anything. */
  parentId?: number;
  value?: number;
  onChange?: (value: number | undefined) => void;
  style?: React.CSSProperties;
  id?: string;
}

/** Labelled at render time, so a language switch relabels the cached options. */
const optionLabel = (t: TFunction, o: OrgOption) =>
  o.level === undefined ? `${o.name} (${o.code})` : subjectLabel(t, { name: o.name, level: o.level, code: o.code });

/** One level of the organisation tree as a searchable select. */
export function OrgSelect({ level, parentId, value, onChange, style, id }: OrgSelectProps) {
  const { t } = useTranslation();
  const needsParent = level !== 'school';
  const options = useQuery({
    queryKey: [ORG_RESOURCE[level], 'options', parentId ?? null],
    queryFn: () => fetchOrgOptions(level, parentId),
    enabled: !needsParent || parentId !== undefined,
  });
  return (
    <Select
      id={id}
      showSearch
      allowClear
      optionFilterProp="label"
      placeholder={t(LABEL[level])}
      aria-label={t(LABEL[level])}
      value={value}
      onChange={(next?: number) => onChange?.(next)}
      loading={options.isFetching}
      disabled={needsParent && parentId === undefined}
      options={(options.data ?? []).map((o) => ({ value: o.id, label: optionLabel(t, o) }))}
      style={{ minWidth: 180, ...style }}
    />
  );
}

/** Filter-bar selects for levels from the top down to `to`; choosing a level clears those below. */
export function OrgFilterSelects<F extends Record<string, unknown>>({
  to,
  filters,
  setFilter,
}: {
  to: OrgLevel;
  filters: F;
  setFilter: (name: keyof F, value: F[keyof F]) => void;
}) {
  const levels = ORG_LEVELS.slice(0, ORG_LEVELS.indexOf(to) + 1);
  const key = (level: OrgLevel) => `${level === 'class' ? 'class' : level}Id` as keyof F;
  return (
    <Space wrap>
      {levels.map((level, index) => (
        <OrgSelect
          key={level}
          level={level}
          parentId={index === 0 ? undefined : (filters[key(levels[index - 1]!)] as number | undefined)}
          value={filters[key(level)] as number | undefined}
          onChange={(value) => {
            setFilter(key(level), value as F[keyof F]);
            levels.slice(index + 1).forEach((below) => setFilter(key(below), undefined as F[keyof F]));
          }}
        />
      ))}
    </Space>
  );
}

/**
 * Form fields for a record that belongs to a level (`to`): the levels above are helpers that
 * narrow the choice (named `_schoolId`…, not sent), the last is the record's real field.
 */
export function OrgFormItems({ to, required = true }: { to: OrgLevel; required?: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const levels = ORG_LEVELS.slice(0, ORG_LEVELS.indexOf(to) + 1);
  const name = (level: OrgLevel) => (level === to ? `${level}Id` : `_${level}Id`);
  return (
    <>
      {levels.map((level, index) => (
        <Form.Item
          key={level}
          label={t(LABEL[level])}
          name={name(level)}
          rules={level === to && required ? [{ required: true, message: t('org.choose', { level: t(LABEL[level]) }) }] : []}
          dependencies={index === 0 ? [] : [name(levels[index - 1]!)]}
        >
          <OrgSelectField
            level={level}
            parentName={index === 0 ? undefined : name(levels[index - 1]!)}
            onPicked={() => levels.slice(index + 1).forEach((below) => form.setFieldValue(name(below), undefined))}
          />
        </Form.Item>
      ))}
    </>
  );
}

function OrgSelectField({
  level,
  parentName,
  onPicked,
  ...field
}: {
  level: OrgLevel;
  parentName?: string;
  onPicked: () => void;
  value?: number;
  onChange?: (v?: number) => void;
  id?: string;
}) {
  const parentId = Form.useWatch(parentName ?? '__none__') as number | undefined;
  return (
    <OrgSelect
      {...field}
      level={level}
      parentId={parentName ? parentId : undefined}
      onChange={(value) => {
        field.onChange?.(value);
        onPicked();
      }}
    />
  );
}

/** Drops the helper fields (`_schoolId`…) before a form's values are sent. */
export function withoutHelpers<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !key.startsWith('_'))) as T;
}

/** A record's form values with the helper levels above it filled from the record. */
export function withOrgHelpers<T extends { schoolId?: number | null; departmentId?: number | null; subjectId?: number | null }>(row: T) {
  return {
    ...row,
    _schoolId: row.schoolId ?? undefined,
    _departmentId: row.departmentId ?? undefined,
    _subjectId: row.subjectId ?? undefined,
  };
}
