import { schoolFields, type SchoolRecord } from '@kaoshi/contracts';
import { Form, Input, Select, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud-page';
import { NameCodeFormItems, TextFilters } from '../../components/record-fields';
import { zodRule } from '../../lib/zod-rule';
import { type SchoolInput, schoolsApi } from './api';

const s = schoolFields.shape;
const FILTERS = { name: '', code: '', enabled: undefined as number | undefined };
const NEW_SCHOOL: Partial<SchoolInput> = { enabled: 1, description: '', contact: '', phone: '' };

/** /school/schoolManage (SCHOOL-SCHOOLMANAGE): exam projects. */
export default function SchoolsPage() {
  const { t } = useTranslation();
  return (
    <CrudPage<SchoolRecord, SchoolInput, typeof FILTERS>
      title={t('route.schoolManage')}
      resource="schools"
      rowKey="schoolId"
      rowName={(row) => row.name}
      api={schoolsApi}
      initialFilters={FILTERS}
      newValues={NEW_SCHOOL}
      renderFilters={(filters, setFilter, search) => (
        <>
          <TextFilters
            fields={[
              ['name', 'org.name'],
              ['code', 'org.code'],
            ]}
            filters={filters}
            setFilter={setFilter}
            search={search}
          />
          <Select
            placeholder={t('org.enabled')}
            value={filters.enabled}
            onChange={(value) => setFilter('enabled', value)}
            allowClear
            style={{ minWidth: 120 }}
            options={[
              { value: 1, label: t('common.yes') },
              { value: 0, label: t('common.no') },
            ]}
          />
        </>
      )}
      columns={[
        { title: t('org.name'), dataIndex: 'name', sorter: true },
        { title: t('org.code'), dataIndex: 'code', sorter: true },
        { title: t('org.contact'), dataIndex: 'contact' },
        { title: t('org.phone'), dataIndex: 'phone' },
        { title: t('org.departmentCount'), dataIndex: 'departmentCount' },
        {
          title: t('org.enabled'),
          dataIndex: 'enabled',
          sorter: true,
          render: (enabled: number) => (enabled === 1 ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>),
        },
      ]}
      renderForm={() => (
        <>
          <NameCodeFormItems name={s.name} code={s.code} />
          <Form.Item name="contact" label={t('org.contact')} rules={[zodRule(s.contact)]}>
            <Input />
          </Form.Item>
          <Form.Item name="phone" label={t('org.phone')} rules={[zodRule(s.phone)]}>
            <Input />
          </Form.Item>
          <Form.Item name="description" label={t('common.description')} rules={[zodRule(s.description)]}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
          <Form.Item
            name="enabled"
            label={t('org.enabled')}
            getValueFromEvent={(on: boolean) => (on ? 1 : 0)}
            getValueProps={(v: number) => ({ checked: v === 1 })}
          >
            <Switch />
          </Form.Item>
        </>
      )}
    />
  );
}
