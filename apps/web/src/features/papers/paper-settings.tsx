import { PAPER_MODES, paperFields } from '@kaoshi/contracts';
import { App, Col, Form, type FormInstance, Input, InputNumber, Row, Segmented, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../lib/zod-rule';
import { CourseSelect } from '../../components/course-pickers';
import type { PaperSettings } from './paper-model';
import { ScoreInput } from './score-input';

const s = paperFields.shape;

interface PaperSettingsFormProps {
  form: FormInstance<PaperSettings>;
  initialValues: PaperSettings;
  /** The live total: the pass score may not exceed it. */
  total: number;
  /** A paper in use by a published exam: only its name stays editable. */
  locked: boolean;
  /** Questions or knowledge points are chosen, and they belong to the current course. */
  holdsCourseContent: boolean;
  onChange: (settings: PaperSettings) => void;
  /** The course was changed after the author agreed to drop what belonged to the old one. */
  onCourseChanged: () => void;
}

/** 0/1 flags of the contracts shown as switches. */
const flagSwitch = { getValueProps: (value: unknown) => ({ checked: value === 1 }), normalize: (checked: boolean) => (checked ? 1 : 0) };

/** Name, course, mode and the exam settings of a paper. */
export function PaperSettingsForm({
  form,
  initialValues,
  total,
  locked,
  holdsCourseContent,
  onChange,
  onCourseChanged,
}: PaperSettingsFormProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();

  // Questions and knowledge points belong to one course: switching drops them, so ask first.
  const guardCourseChange = (apply: () => void) => {
    if (!holdsCourseContent) return apply();
    modal.confirm({
      title: t('paper.changeCourseTitle'),
      content: t('paper.changeCourseBody'),
      okText: t('paper.changeCourseOk'),
      onOk: () => {
        apply();
        onCourseChanged();
      },
    });
  };

  const passScoreWithinTotal = {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value === 'number' && value > total) throw new Error(t('paper.passAboveTotal', { total }));
    },
  };

  return (
    <Form<PaperSettings>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={(_changed, all) => onChange({ ...initialValues, ...all })}
      disabled={locked}
      className="paper-settings"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('paper.name')} rules={[zodRule(s.name, true)]}>
            {/* The one field a locked paper keeps: renaming changes nothing candidates get. */}
            <Input disabled={false} maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="courseId" label={t('paper.course')} rules={[{ required: true, message: t('paper.chooseCourse') }]}>
            <GuardedCourseSelect guard={guardCourseChange} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mode" label={t('paper.mode')}>
            <Segmented block options={PAPER_MODES.map((mode) => ({ value: mode, label: t(`paper.modes.${mode}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="passScore" label={t('paper.passScore')} rules={[zodRule(s.passScore, true), passScoreWithinTotal]}>
            <ScoreInput min={0} max={100000} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="durationMinutes" label={t('paper.durationMinutes')} rules={[zodRule(s.durationMinutes, true)]}>
            <InputNumber min={1} max={1440} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="shuffleQuestions" label={t('paper.shuffleQuestions')} {...flagSwitch}>
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="shuffleOptions" label={t('paper.shuffleOptions')} {...flagSwitch}>
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

function GuardedCourseSelect({
  guard,
  value,
  onChange,
  id,
}: {
  guard: (apply: () => void) => void;
  value?: number;
  onChange?: (courseId?: number) => void;
  id?: string;
}) {
  return (
    <CourseSelect id={id} value={value} onChange={(next) => next !== value && guard(() => onChange?.(next))} style={{ width: '100%' }} />
  );
}
