import { courseFields, type CourseRecord } from '@kaoshi/contracts';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud-page';
import { NameCodeFormItems, TextFilters } from '../../components/record-fields';
import { OrgFilterSelects, OrgFormItems, withOrgHelpers, withoutHelpers } from '../../components/org-select';
import { RichTextEditor } from '../../editor/rich-text-editor';
import { zodRule } from '../../lib/zod-rule';
import { type CourseInput, coursesApi } from './api';
import { MaterialsDrawer } from './materials-drawer';
import { subjectLabel } from '../../lib/level-name';

const s = courseFields.shape;
const FILTERS = {
  name: '',
  code: '',
  schoolId: undefined as number | undefined,
  departmentId: undefined as number | undefined,
  subjectId: undefined as number | undefined,
};

/** /baseData/examCourse (COURSE): courses of a job type, with their teaching materials. */
export default function CoursesPage() {
  const { t } = useTranslation();
  const [materialsOf, setMaterialsOf] = useState<CourseRecord | null>(null);
  return (
    <>
      <CrudPage<CourseRecord, CourseInput, typeof FILTERS>
        title={t('route.examCourse')}
        resource="courses"
        rowKey="courseId"
        rowName={(row) => row.name}
        api={coursesApi}
        initialFilters={FILTERS}
        newValues={{ description: '' }}
        toFormValues={(row) => withOrgHelpers(row) as Partial<CourseInput>}
        toInput={(values) => withoutHelpers(values)}
        formWidth={640}
        renderFilters={(filters, setFilter, search) => (
          <>
            <OrgFilterSelects to="subject" filters={filters} setFilter={setFilter} />
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
          {
            title: t('org.subject'),
            dataIndex: 'subjectName',
            sorter: true,
            render: (_: string, row: { subjectName: string; subjectLevel: number }) =>
              subjectLabel(t, { name: row.subjectName, level: row.subjectLevel }),
          },
          { title: t('course.knowledgeCount'), dataIndex: 'knowledgeCount' },
          { title: t('course.materials'), dataIndex: 'materialCount' },
        ]}
        rowActions={(row) => (
          <Button type="link" onClick={() => setMaterialsOf(row)}>
            {t('course.materials')}
          </Button>
        )}
        renderForm={(editing) => (
          <>
            <OrgFormItems to="subject" />
            <NameCodeFormItems name={s.name} code={s.code} />
            <Form.Item name="description" label={t('common.description')} rules={[zodRule(s.description)]}>
              <RichTextEditor id={`course-description-${editing?.courseId ?? 'new'}`} minHeight={160} />
            </Form.Item>
          </>
        )}
      />
      <MaterialsDrawer course={materialsOf} onClose={() => setMaterialsOf(null)} />
    </>
  );
}
