import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { zodRule } from '../lib/zod-rule';

/** Text filters of a filter bar: Enter runs the query, as the query button does. */
export function TextFilters<F extends Record<string, unknown>>({
  fields,
  filters,
  setFilter,
  search,
}: {
  fields: [keyof F & string, string][];
  filters: F;
  setFilter: (name: keyof F, value: F[keyof F]) => void;
  search: () => void;
}) {
  const { t } = useTranslation();
  // Its own Space: the filter bar's Space sees this component as one item.
  return (
    <Space wrap>
      {fields.map(([name, label]) => (
        <Input
          key={name}
          placeholder={t(label)}
          aria-label={t(label)}
          value={filters[name] as string}
          onChange={(e) => setFilter(name, e.target.value as F[keyof F])}
          onPressEnter={search}
          allowClear
          // A fixed width: inside a wrapping filter bar, a 100 % input would take a whole line.
          style={{ width: 200 }}
        />
      ))}
    </Space>
  );
}

/** The name and code every organisation record has, checked by the record's own schema. */
export function NameCodeFormItems({ name, code }: { name: ZodType; code: ZodType }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="name" label={t('org.name')} rules={[zodRule(name, true)]}>
        <Input />
      </Form.Item>
      <Form.Item name="code" label={t('org.code')} rules={[zodRule(code, true)]}>
        <Input />
      </Form.Item>
    </>
  );
}
