import { type CentreSettings, type SetCentreBody, setCentreBody } from '@kaoshi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { zodRule } from '../../lib/zod-rule';
import { fetchCentre, saveCentre } from './api';

const fields = setCentreBody.shape;

/**
 * The issuing centre's name, seal and public address (docs/CERTIFICATES.md, "The issuing centre"),
 * with a warning while a certificate would carry the default name or a QR code pointing at the
 * address this page was opened on (often localhost on the day a centre installs it).
 */
export function CentreSettingsBar() {
  const { t } = useTranslation();
  const centre = useQuery({ queryKey: ['certificates', 'centre'], queryFn: fetchCentre });
  const [editing, setEditing] = useState(false);
  if (!centre.data) return null;
  const { nameSet, publicUrlSet } = centre.data;
  const unset = [!nameSet && t('certificate.centreName'), !publicUrlSet && t('certificate.publicUrl')]
    .filter(Boolean)
    .join(t('certificate.listJoin'));
  return (
    <>
      {unset ? (
        <Alert
          className="certificate-section"
          type="warning"
          showIcon
          message={t('certificate.centreUnset', { fields: unset })}
          description={t('certificate.centreUnsetHint', { name: centre.data.name, address: window.location.origin })}
          action={
            <Button size="small" type="primary" onClick={() => setEditing(true)}>
              {t('certificate.centreSet')}
            </Button>
          }
        />
      ) : (
        <div className="certificate-section certificate-centre-line">
          <span>{t('certificate.centreLine', { name: centre.data.name, address: centre.data.publicUrl })}</span>
          <Button size="small" onClick={() => setEditing(true)}>
            {t('certificate.centreEdit')}
          </Button>
        </div>
      )}
      {editing && <CentreDialog settings={centre.data} onClose={() => setEditing(false)} />}
    </>
  );
}

function CentreDialog({ settings, onClose }: { settings: CentreSettings; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: saveCentre,
    onSuccess: (saved) => {
      client.setQueryData(['certificates', 'centre'], saved);
      void message.success(t('certificate.centreSaved'));
    },
  });
  return (
    <FormModal<SetCentreBody>
      open
      title={t('certificate.centreTitle')}
      initialValues={{ name: settings.nameSet ? settings.name : '', sealUrl: settings.sealUrl, publicUrl: settings.publicUrl }}
      onSubmit={(values) => save.mutateAsync({ ...values, sealUrl: values.sealUrl ?? '', publicUrl: values.publicUrl ?? '' })}
      onClose={onClose}
    >
      {() => (
        <>
          <Form.Item
            name="name"
            label={t('certificate.centreName')}
            extra={t('certificate.centreNameHint')}
            rules={[zodRule(fields.name, true)]}
          >
            <Input maxLength={200} placeholder={settings.name} />
          </Form.Item>
          <Form.Item
            name="publicUrl"
            label={t('certificate.publicUrl')}
            extra={t('certificate.publicUrlHint')}
            rules={[zodRule(fields.publicUrl)]}
          >
            <Input maxLength={300} placeholder="https://exams.example.org" inputMode="url" />
          </Form.Item>
          <Form.Item name="sealUrl" label={t('certificate.sealUrl')} extra={t('certificate.sealUrlHint')} rules={[zodRule(fields.sealUrl)]}>
            <Input maxLength={500} inputMode="url" />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
