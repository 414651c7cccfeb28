import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRequirements, saveRequirements } from './api';

/** The exams a job type requires for its certificate (theory and practical, say); none: one exam is enough. */
export function CountingExams({ subjectId, subjectName }: { subjectId: number; subjectName: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const requirements = useQuery({ queryKey: ['certificates', 'requirements', subjectId], queryFn: () => fetchRequirements(subjectId) });
  // null: as stored; a choice being edited otherwise.
  const [editing, setEditing] = useState<number[] | null>(null);
  const stored = requirements.data?.publicationIds ?? [];
  const picked = editing ?? stored;
  const save = useMutation({
    mutationFn: () => saveRequirements(subjectId, picked),
    onSuccess: () => {
      void message.success(t('certificate.countingSaved'));
      setEditing(null);
      void client.invalidateQueries({ queryKey: ['certificates'] });
    },
  });
  const changed = JSON.stringify([...picked].sort()) !== JSON.stringify([...stored].sort());
  return (
    <section className="certificate-section" aria-labelledby="certificate-counting">
      <Typography.Title level={5} id="certificate-counting">
        {t('certificate.countingTitle', { subject: subjectName })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('certificate.countingHint')}</Typography.Paragraph>
      <Space.Compact className="certificate-counting-row">
        <Select
          mode="multiple"
          aria-label={t('certificate.countingTitle', { subject: subjectName })}
          className="certificate-counting-select"
          value={picked}
          onChange={setEditing}
          loading={requirements.isPending}
          placeholder={t('certificate.countingPlaceholder')}
          options={(requirements.data?.options ?? []).map((option) => ({ value: option.publicationId, label: option.name }))}
          optionFilterProp="label"
        />
        <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!changed}>
          {t('certificate.save')}
        </Button>
      </Space.Compact>
    </section>
  );
}
