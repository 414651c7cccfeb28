import { SUBJECT_LEVELS, subjectFields, type SubjectRecord } from '@kaoshi/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud-page';
import { NameCodeFormItems, TextFilters } from '../../components/record-fields';
import { OrgFilterSelects, OrgFormItems, withOrgHelpers, withoutHelpers } from '../../components/org-select';
import { zodRule } from '../../lib/zod-rule';
import { levelName } from '../../lib/level-name';
import { type SubjectInput, subjectsApi } from './api';

const s = subjectFields.shape;
const FILTERS = {
  name: '',
  code: '',
  schoolId: undefined as number | undefined,
  departmentId: undefined as number | undefined,
  level: undefined as number | undefined,
};

/** /school/subjectManage (SCHOOL-SUBJECTMANAGE): registered job types and their level. */
export default function SubjectsPage() {
  const { t } = useTranslation();
  const levelOptions = SUBJECT_LEVELS.map((level) => ({ value: level, label: levelName(t, level) }));
  return (
    <CrudPage<SubjectRecord, SubjectInput, typeof FILTERS>
      title={t('route.subjectManage')}
      resource="subjects"
      rowKey="subjectId"
      rowName={(row) => row.name}
      api={subjectsApi}
      initialFilters={FILTERS}
      newValues={{ level: 5, description: '' }}
      toFormValues={(row) => withOrgHelpers(row) as Partial<SubjectInput>}
      toInput={(values) => withoutHelpers(values)}
      renderFilters={(filters, setFilter, search) => (
        <>
          <OrgFilterSelects to="department" filters={filters} setFilter={setFilter} />
          <Select
            placeholder={t('org.level')}
            value={filters.level}
            onChange={(v) => setFilter('level', v)}
            allowClear
            options={levelOptions}
            style={{ minWidth: 150 }}
          />
          <TextFilters fields={[['name', 'org.name']]} filters={filters} setFilter={setFilter} search={search} />
        </>
      )}
      columns={[
        { title: t('org.name'), dataIndex: 'name', sorter: true },
        { title: t('org.code'), dataIndex: 'code', sorter: true },
        { title: t('org.level'), dataIndex: 'level', sorter: true, render: (level: number) => levelName(t, level) },
        { title: t('org.department'), dataIndex: 'departmentName', sorter: true },
        { title: t('org.school'), dataIndex: 'schoolName' },
        { title: t('org.classCount'), dataIndex: 'classCount' },
        { title: t('org.courseCount'), dataIndex: 'courseCount' },
      ]}
      renderForm={() => (
        <>
          <OrgFormItems to="department" />
          <NameCodeFormItems name={s.name} code={s.code} />
          <Form.Item name="level" label={t('org.level')} rules={[zodRule(s.level, true)]}>
            <Select options={levelOptions} />
          </Form.Item>
          <Form.Item name="description" label={t('common.description')} rules={[zodRule(s.description)]}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </>
      )}
    />
  );
}
