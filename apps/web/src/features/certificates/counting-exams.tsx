import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRequirements, type RequirementsChoice, saveRequirements } from './api';

const NOTHING_CHOSEN: RequirementsChoice = { publicationIds: [], practicalRequired: false, practicalValidityMonths: 24 };

/**
 * What a job type's certificate requires: the exams that count (theory papers, say; none: one exam
 * is enough), and whether its practical assessment must be passed too, within how many months.
 */
export function CountingExams({ subjectId, subjectName }: { subjectId: number; subjectName: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const requirements = useQuery({ queryKey: ['certificates', 'requirements', subjectId], queryFn: () => fetchRequirements(subjectId) });
  // null: as stored; a choice being edited otherwise.
  const [editing, setEditing] = useState<RequirementsChoice | null>(null);
  const stored: RequirementsChoice = requirements.data
    ? {
        publicationIds: requirements.data.publicationIds,
        practicalRequired: requirements.data.practicalRequired,
        practicalValidityMonths: requirements.data.practicalValidityMonths,
      }
    : NOTHING_CHOSEN;
  const picked = editing ?? stored;
  const edit = (change: Partial<RequirementsChoice>) => setEditing({ ...picked, ...change });
  const save = useMutation({
    mutationFn: () => saveRequirements(subjectId, picked),
    onSuccess: () => {
      void message.success(t('certificate.countingSaved'));
      setEditing(null);
      void client.invalidateQueries({ queryKey: ['certificates'] });
    },
  });
  const normalised = (choice: RequirementsChoice) => JSON.stringify({ ...choice, publicationIds: [...choice.publicationIds].sort() });
  const changed = normalised(picked) !== normalised(stored);
  return (
    <section className="certificate-section" aria-labelledby="certificate-counting">
      <Typography.Title level={5} id="certificate-counting">
        {t('certificate.countingTitle', { subject: subjectName })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('certificate.countingHint')}</Typography.Paragraph>
      <Select
        mode="multiple"
        aria-label={t('certificate.countingTitle', { subject: subjectName })}
        className="certificate-counting-select"
        value={picked.publicationIds}
        onChange={(publicationIds) => edit({ publicationIds })}
        loading={requirements.isPending}
        placeholder={t('certificate.countingPlaceholder')}
        options={(requirements.data?.options ?? []).map((option) => ({ value: option.publicationId, label: option.name }))}
        optionFilterProp="label"
      />
      <Space wrap className="certificate-practical-row">
        <Checkbox checked={picked.practicalRequired} onChange={(event) => edit({ practicalRequired: event.target.checked })}>
          {t('certificate.practicalRequired')}
        </Checkbox>
        <Space>
          <label htmlFor="certificate-practical-months">{t('certificate.practicalMonths')}</label>
          <InputNumber
            id="certificate-practical-months"
            min={1}
            max={120}
            precision={0}
            disabled={!picked.practicalRequired}
            value={picked.practicalValidityMonths}
            onChange={(months) => months !== null && edit({ practicalValidityMonths: months })}
          />
        </Space>
        <Button type="primary" onClick={() => save.mutate()} loading={save.isPending} disabled={!changed}>
          {t('certificate.save')}
        </Button>
      </Space>
    </section>
  );
}
