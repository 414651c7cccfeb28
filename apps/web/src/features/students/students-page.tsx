import { ImportOutlined } from '@ant-design/icons';
import { GENDERS, studentFields, type StudentRecord } from '@kaoshi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Form, Input, Popconfirm, Row, Select, Switch, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud-page';
import { TextFilters } from '../../components/record-fields';
import { OrgFilterSelects, OrgFormItems, withOrgHelpers, withoutHelpers } from '../../components/org-select';
import { zodRule } from '../../lib/zod-rule';
import { type ShownPassword, TemporaryPasswordDialog } from '../../components/temporary-password-dialog';
import { type AddedStudent, lockStudents, moveStudents, resetStudentPassword, type StudentInput, studentsApi } from './api';
import { IdNumberCell } from './id-number-cell';
import { ImportDialog } from './import-dialog';
import { MoveDialog } from './move-dialog';
import { subjectLabel } from '../../lib/level-name';

const s = studentFields.shape;
const FILTERS = {
  username: '',
  name: '',
  idNumber: '',
  schoolId: undefined as number | undefined,
  departmentId: undefined as number | undefined,
  subjectId: undefined as number | undefined,
  classId: undefined as number | undefined,
  locked: undefined as number | undefined,
};
/** A rule that lets the record's own (masked) value through unchanged and checks anything typed. */
const keptOr =
  (kept: string, rule: ReturnType<typeof zodRule>): ReturnType<typeof zodRule> =>
  (form) => {
    const checked = typeof rule === 'function' ? rule(form) : rule;
    return { ...checked, validator: (r, value, callback) => (value === kept ? Promise.resolve() : checked.validator!(r, value, callback)) };
  };
const GENDER_KEY = { M: 'student.genderM', F: 'student.genderF', '': 'student.genderUnset' } as const;

/** /baseData/examStudent (STUDENT): candidates, their batch, import from Excel, lock, move. */
export default function StudentsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  const [moving, setMoving] = useState<{ ids: number[]; clear: () => void } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['students'] });
  const [shownPassword, setShownPassword] = useState<ShownPassword | null>(null);
  // A new candidate's one-time code comes back with the record: shown once, to be handed over.
  const api = useMemo(
    () => ({
      ...studentsApi,
      add: async (input: StudentInput) => {
        const added = (await studentsApi.add(input)) as AddedStudent;
        if (added.temporaryPassword) setShownPassword({ name: `${added.name} (${added.username})`, password: added.temporaryPassword });
        return added;
      },
    }),
    [],
  );

  const lock = async (ids: number[], locked: 0 | 1, clear?: () => void) => {
    await lockStudents(ids, locked);
    message.success(locked ? t('student.lockedDone', { count: ids.length }) : t('student.unlockedDone', { count: ids.length }));
    clear?.();
    await refresh();
  };

  return (
    <>
      <CrudPage<StudentRecord, StudentInput, typeof FILTERS>
        title={t('route.examStudent')}
        resource="students"
        rowKey="studentId"
        rowName={(row) => `${row.name} (${row.username})`}
        api={api}
        initialFilters={FILTERS}
        newValues={{ gender: '', phone: '', email: '', photo: '', locked: 0 }}
        toFormValues={(row) => withOrgHelpers(row) as Partial<StudentInput>}
        toInput={(values, editing) => {
          const input = withoutHelpers(values);
          // The record's ID number is masked: sent back unchanged it is left out, and stays as stored.
          if (editing && input.idNumber === editing.idNumber) delete input.idNumber;
          return input;
        }}
        formWidth={720}
        toolbar={
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('student.import')}
          </Button>
        }
        renderFilters={(filters, setFilter, search) => (
          <>
            <OrgFilterSelects to="class" filters={filters} setFilter={setFilter} />
            <TextFilters
              fields={[
                ['username', 'student.username'],
                ['name', 'student.name'],
                ['idNumber', 'student.idNumber'],
              ]}
              filters={filters}
              setFilter={setFilter}
              search={search}
            />
            <Select
              placeholder={t('user.locked')}
              value={filters.locked}
              onChange={(value) => setFilter('locked', value)}
              allowClear
              style={{ minWidth: 110 }}
              options={[
                { value: 1, label: t('common.yes') },
                { value: 0, label: t('common.no') },
              ]}
            />
          </>
        )}
        columns={[
          { title: t('student.username'), dataIndex: 'username', sorter: true },
          { title: t('student.name'), dataIndex: 'name', sorter: true },
          { title: t('student.gender'), dataIndex: 'gender', render: (g: keyof typeof GENDER_KEY) => t(GENDER_KEY[g] ?? GENDER_KEY['']) },
          // The server answers it masked; "show" asks for the whole one, on the audit trail.
          {
            title: t('student.idNumber'),
            dataIndex: 'idNumber',
            sorter: true,
            render: (_: string, row: StudentRecord) => <IdNumberCell row={row} />,
          },
          { title: t('user.phone'), dataIndex: 'phone' },
          { title: t('org.class'), dataIndex: 'className' },
          {
            title: t('org.subject'),
            dataIndex: 'subjectName',
            render: (name: string | null, row: { subjectLevel: number | null }) =>
              name === null || row.subjectLevel === null ? '' : subjectLabel(t, { name, level: row.subjectLevel }),
          },
          {
            title: t('user.locked'),
            dataIndex: 'locked',
            sorter: true,
            render: (locked: number) =>
              locked === 1 ? <Tag color="red">{t('common.yes')}</Tag> : <Tag color="green">{t('common.no')}</Tag>,
          },
        ]}
        rowActions={(row) => (
          <>
            <Popconfirm
              title={t('user.resetConfirm', { name: row.name })}
              onConfirm={() =>
                resetStudentPassword(row.studentId).then((password) =>
                  setShownPassword({ name: `${row.name} (${row.username})`, password }),
                )
              }
            >
              <Button type="link">{t('user.resetPassword')}</Button>
            </Popconfirm>
            <Button type="link" onClick={() => lock([row.studentId], row.locked === 1 ? 0 : 1).catch(() => {})}>
              {row.locked === 1 ? t('user.unlock') : t('user.lock')}
            </Button>
          </>
        )}
        selectionActions={(ids, clear) => (
          <>
            <Button size="small" onClick={() => setMoving({ ids, clear })}>
              {t('student.moveTo')}
            </Button>
            <Button size="small" onClick={() => lock(ids, 1, clear).catch(() => {})}>
              {t('user.lock')}
            </Button>
            <Button size="small" onClick={() => lock(ids, 0, clear).catch(() => {})}>
              {t('user.unlock')}
            </Button>
          </>
        )}
        renderForm={(editing) => (
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <OrgFormItems to="class" />
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="username" label={t('student.username')} rules={[zodRule(s.username, true)]}>
                <Input />
              </Form.Item>
              <Form.Item name="name" label={t('student.name')} rules={[zodRule(s.name, true)]}>
                <Input />
              </Form.Item>
              <Form.Item name="gender" label={t('student.gender')}>
                <Select options={GENDERS.map((g) => ({ value: g, label: t(GENDER_KEY[g]) }))} />
              </Form.Item>
              <Form.Item
                name="idNumber"
                label={t('student.idNumber')}
                extra={editing ? t('student.idNumberMaskedHint') : undefined}
                rules={[editing ? keptOr(editing.idNumber, zodRule(s.idNumber, true)) : zodRule(s.idNumber, true)]}
              >
                <Input maxLength={18} />
              </Form.Item>
              <Form.Item name="phone" label={t('user.phone')} rules={[zodRule(s.phone)]}>
                <Input />
              </Form.Item>
              <Form.Item name="email" label={t('user.email')} rules={[zodRule(s.email)]}>
                <Input />
              </Form.Item>
              <Form.Item name="photo" label={t('student.photo')} extra={t('student.photoHint')} rules={[zodRule(s.photo)]}>
                <Input maxLength={500} placeholder="https://" />
              </Form.Item>
              <Form.Item
                name="locked"
                label={t('user.locked')}
                getValueFromEvent={(on: boolean) => (on ? 1 : 0)}
                getValueProps={(v: number) => ({ checked: v === 1 })}
              >
                <Switch />
              </Form.Item>
            </Col>
          </Row>
        )}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={refresh} />
      <TemporaryPasswordDialog shown={shownPassword} onClose={() => setShownPassword(null)} />
      {moving && (
        <MoveDialog
          count={moving.ids.length}
          onClose={() => setMoving(null)}
          onMove={async (classId) => {
            await moveStudents(moving.ids, classId);
            message.success(t('student.moved', { count: moving.ids.length }));
            moving.clear();
            await refresh();
          }}
        />
      )}
    </>
  );
}
