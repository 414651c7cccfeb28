import { publicationFields, PUBLICATION_KINDS, RESULT_VISIBILITIES } from '@kaoshi/contracts';
import { Col, Divider, Form, Input, InputNumber, Radio, Row, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../lib/zod-rule';
import { BatchPicker } from './batch-picker';
import { DateTimePicker } from './date-time-picker';
import { NoticePicker } from './notice-picker';
import { PaperPicker } from './paper-picker';
import { ParentPublicationSelect } from './parent-publication-select';
import { type PublicationFormValues, windowShorterThanDuration } from './publication-values';

const s = publicationFields.shape;

/** The publication's fields, grouped as a publisher thinks of them: who, what, when, how. */
export function PublicationForm({ publicationId }: { publicationId: number | null }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<PublicationFormValues>();
  const kind = Form.useWatch('kind', form);
  const half = { xs: 24, md: 12 };
  return (
    <>
      <Form.Item name="name" label={t('publication.name')} rules={[zodRule(s.name, true)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="kind" label={t('publication.kind')} rules={[zodRule(s.kind, true)]}>
        <Radio.Group optionType="button" options={PUBLICATION_KINDS.map((value) => ({ value, label: t(`publication.kinds.${value}`) }))} />
      </Form.Item>
      {kind === 'supplementary' ? (
        <Form.Item
          name="parentPublicationId"
          label={t('publication.parent')}
          extra={t('publication.parentHint')}
          rules={[{ required: true, message: t('publication.chooseParent') }, zodRule(s.parentPublicationId)]}
        >
          <ParentPublicationSelect exceptId={publicationId} />
        </Form.Item>
      ) : (
        <Form.Item
          name="classIds"
          label={t('publication.batches')}
          extra={t('publication.batchesHint')}
          rules={[{ required: true, type: 'array', min: 1, message: t('publication.chooseBatch') }, zodRule(s.classIds)]}
        >
          <BatchPicker />
        </Form.Item>
      )}

      <Divider orientation="left">{t('publication.paperSection')}</Divider>
      <Form.Item name="paperId" label={t('publication.paper')} rules={[zodRule(s.paperId, true)]}>
        <PaperPicker onPicked={(paper) => paper && form.setFieldValue('durationMinutes', paper.durationMinutes)} />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="durationMinutes"
            label={t('publication.duration')}
            extra={t('publication.durationHint')}
            rules={[zodRule(s.durationMinutes)]}
          >
            <InputNumber min={1} max={1440} precision={0} addonAfter={t('publication.minutesUnit')} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="attemptsAllowed" label={t('publication.attemptsAllowed')} rules={[zodRule(s.attemptsAllowed, true)]}>
            <InputNumber min={1} max={10} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="noticeId" label={t('publication.notice')} extra={t('publication.noticeHint')} rules={[zodRule(s.noticeId)]}>
        <NoticePicker />
      </Form.Item>

      <Divider orientation="left">{t('publication.windowSection')}</Divider>
      <Typography.Paragraph type="secondary">{t('publication.windowHint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col {...half}>
          {/* An empty date names itself ("choose the end time"): the drawer's fields are many, and the schema can only say "is required". */}
          <Form.Item
            name="startsAt"
            label={t('publication.startsAt')}
            validateFirst
            rules={[{ required: true, message: t('publication.chooseStartsAt') }, zodRule(s.startsAt)]}
          >
            <DateTimePicker aria-label={t('publication.startsAt')} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="endsAt"
            label={t('publication.endsAt')}
            dependencies={['startsAt', 'durationMinutes']}
            validateFirst
            rules={[
              { required: true, message: t('publication.chooseEndsAt') },
              zodRule(s.endsAt),
              ({ getFieldValue }) => ({
                validator: async (_, endsAt?: number | null) => {
                  const startsAt = getFieldValue('startsAt') as number | null | undefined;
                  if (endsAt != null && startsAt != null && endsAt <= startsAt) throw new Error(t('publication.endBeforeStart'));
                },
              }),
              ({ getFieldValue }) => ({
                warningOnly: true,
                validator: async (_, endsAt?: number | null) => {
                  const minutes = getFieldValue('durationMinutes') as number | null | undefined;
                  if (windowShorterThanDuration(getFieldValue('startsAt'), endsAt, minutes))
                    throw new Error(t('publication.windowShort', { count: minutes ?? 0 }));
                },
              }),
            ]}
          >
            <DateTimePicker aria-label={t('publication.endsAt')} />
          </Form.Item>
        </Col>
      </Row>

      <Divider orientation="left">{t('publication.resultsSection')}</Divider>
      <Form.Item name="resultVisibility" rules={[zodRule(s.resultVisibility, true)]}>
        <Radio.Group>
          <Space direction="vertical">
            {RESULT_VISIBILITIES.map((value) => (
              <Radio key={value} value={value}>
                {t(`publication.visibilities.${value}`)}
                <Typography.Text type="secondary" className="publication-option-hint">
                  {t(`publication.visibilityHints.${value}`)}
                </Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>

      <Divider orientation="left">{t('publication.integritySection')}</Divider>
      {(['fullscreenRequired', 'blockCopyPaste'] as const).map((name) => (
        <Form.Item key={name} name={name} valuePropName="checked" label={t(`publication.${name}`)} extra={t(`publication.${name}Hint`)}>
          <Switch />
        </Form.Item>
      ))}
      <Form.Item
        name="tabSwitchLimit"
        label={t('publication.tabSwitchLimit')}
        extra={t('publication.tabSwitchLimitHint')}
        rules={[zodRule(s.tabSwitchLimit, true)]}
      >
        <InputNumber min={0} max={100} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </>
  );
}
