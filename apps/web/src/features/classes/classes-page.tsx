import { classFields, type ClassRecord } from '@kaoshi/contracts';
import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud-page';
import { TextFilters } from '../../components/record-fields';
import { EpochDatePicker, formatDate } from '../../components/epoch-date-picker';
import { OrgFilterSelects, OrgFormItems, withOrgHelpers, withoutHelpers } from '../../components/org-select';
import { zodRule } from '../../lib/zod-rule';
import { type ClassInput, classesApi } from './api';
import { subjectLabel } from '../../lib/level-name';

const s = classFields.shape;
const FILTERS = {
  name: '',
  schoolId: undefined as number | undefined,
  departmentId: undefined as number | undefined,
  subjectId: undefined as number | undefined,
  year: undefined as number | undefined,
};

/** /school/classesManage (SCHOOL-CLASSMANAGE): registration batches of a job type. */
export default function ClassesPage() {
  const { t } = useTranslation();
  return (
    <CrudPage<ClassRecord, ClassInput, typeof FILTERS>
      title={t('route.classesManage')}
      resource="classes"
      rowKey="classId"
      rowName={(row) => row.name}
      api={classesApi}
      initialFilters={FILTERS}
      newValues={{ year: new Date().getFullYear(), registrationOpensAt: null, registrationClosesAt: null, plannedExamDate: null }}
      toFormValues={(row) => withOrgHelpers(row) as Partial<ClassInput>}
      toInput={(values) => ({
        ...withoutHelpers(values),
        registrationOpensAt: values.registrationOpensAt ?? null,
        registrationClosesAt: values.registrationClosesAt ?? null,
        plannedExamDate: values.plannedExamDate ?? null,
      })}
      formWidth={640}
      renderFilters={(filters, setFilter, search) => (
        <>
          <OrgFilterSelects to="subject" filters={filters} setFilter={setFilter} />
          <InputNumber
            placeholder={t('org.year')}
            value={filters.year}
            onChange={(v) => setFilter('year', v ?? undefined)}
            min={2000}
            max={2100}
          />
          <TextFilters fields={[['name', 'org.name']]} filters={filters} setFilter={setFilter} search={search} />
        </>
      )}
      columns={[
        { title: t('org.name'), dataIndex: 'name', sorter: true },
        { title: t('org.code'), dataIndex: 'code', sorter: true },
        { title: t('org.year'), dataIndex: 'year', sorter: true },
        {
          title: t('org.subject'),
          dataIndex: 'subjectName',
          sorter: true,
          render: (_: string, row: { subjectName: string; subjectLevel: number }) =>
            subjectLabel(t, { name: row.subjectName, level: row.subjectLevel }),
        },
        { title: t('org.opensAt'), dataIndex: 'registrationOpensAt', sorter: true, render: formatDate },
        { title: t('org.closesAt'), dataIndex: 'registrationClosesAt', render: formatDate },
        { title: t('org.plannedExamDate'), dataIndex: 'plannedExamDate', sorter: true, render: formatDate },
        { title: t('org.studentCount'), dataIndex: 'studentCount' },
      ]}
      renderForm={() => (
        <>
          <OrgFormItems to="subject" />
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="name" label={t('org.name')} rules={[zodRule(s.name, true)]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="code" label={t('org.code')} rules={[zodRule(s.code, true)]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="year" label={t('org.year')} rules={[zodRule(s.year, true)]}>
                <InputNumber min={2000} max={2100} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="plannedExamDate" label={t('org.plannedExamDate')}>
                <EpochDatePicker />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="registrationOpensAt" label={t('org.opensAt')}>
                <EpochDatePicker />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="registrationClosesAt"
                label={t('org.closesAt')}
                dependencies={['registrationOpensAt']}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: async (_rule, value: number | null) => {
                      const opens = getFieldValue('registrationOpensAt') as number | null;
                      if (value != null && opens != null && value < opens) throw new Error(t('org.closesBeforeOpens'));
                    },
                  }),
                ]}
              >
                <EpochDatePicker edge="end" />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
    />
  );
}
