import { departmentFields, type DepartmentRecord } from '@kaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud-page';
import { NameCodeFormItems, TextFilters } from '../../components/record-fields';
import { OrgFilterSelects, OrgFormItems } from '../../components/org-select';
import { type DepartmentInput, departmentsApi } from './api';

const s = departmentFields.shape;
const FILTERS = { name: '', code: '', schoolId: undefined as number | undefined };

/** /school/departmentManage (SCHOOL-DEPARTMENTMANAGE): job categories of a project. */
export default function DepartmentsPage() {
  const { t } = useTranslation();
  return (
    <CrudPage<DepartmentRecord, DepartmentInput, typeof FILTERS>
      title={t('route.departmentManage')}
      resource="departments"
      rowKey="departmentId"
      rowName={(row) => row.name}
      api={departmentsApi}
      initialFilters={FILTERS}
      newValues={{}}
      renderFilters={(filters, setFilter, search) => (
        <>
          <OrgFilterSelects to="school" filters={filters} setFilter={setFilter} />
          <TextFilters
            fields={[
              ['name', 'org.name'],
              ['code', 'org.code'],
            ]}
            filters={filters}
            setFilter={setFilter}
            search={search}
          />
        </>
      )}
      columns={[
        { title: t('org.name'), dataIndex: 'name', sorter: true },
        { title: t('org.code'), dataIndex: 'code', sorter: true },
        { title: t('org.school'), dataIndex: 'schoolName', sorter: true },
        { title: t('org.subjectCount'), dataIndex: 'subjectCount' },
      ]}
      renderForm={() => (
        <>
          <OrgFormItems to="school" />
          <NameCodeFormItems name={s.name} code={s.code} />
        </>
      )}
    />
  );
}
