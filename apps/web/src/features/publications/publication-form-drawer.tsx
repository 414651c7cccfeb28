import type { PublicationRecord } from '@kaoshi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Grid, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../components/form-modal';
import { validatedValues } from '../../lib/validated-values';
import { publicationsApi } from './api';
import { PublicationForm } from './publication-form';
import { bodyOf, copyValuesOf, formValuesOf, NEW_PUBLICATION, type PublicationFormValues } from './publication-values';

/** What the form opens on: a new publication, an existing one, or a copy of one as a new draft. */
export type FormTarget = { mode: 'add' } | { mode: 'edit' | 'copy'; record: PublicationRecord };

/**
 * Add, edit or copy in a drawer (the whole width under 992 px). It stays open with the user's
 * input when the server refuses, and the server's message shows.
 */
export function PublicationFormDrawer({ target, onClose }: { target: FormTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<PublicationFormValues>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.mode === 'add') form.setFieldsValue(NEW_PUBLICATION);
    else if (target.mode === 'edit') form.setFieldsValue(formValuesOf(target.record));
    else form.setFieldsValue(copyValuesOf(target.record, t('publication.copyName', { name: target.record.name }), Date.now()));
  }, [target, form, t]);

  const save = async () => {
    const values = await validatedValues(form);
    if (!values) return;
    setSaving(true);
    try {
      const body = bodyOf(values);
      if (target?.mode === 'edit') await publicationsApi.update({ ...body, publicationId: target.record.publicationId });
      else await publicationsApi.add(body);
      message.success(t('common.saved'));
      await queryClient.invalidateQueries({ queryKey: ['publications'] });
      onClose();
    } catch (error) {
      // Refused: the client has shown the server's message; the input stays, refused fields marked.
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  const title =
    target?.mode === 'edit'
      ? t('publication.editTitle', { name: target.record.name })
      : target?.mode === 'copy'
        ? t('publication.copyTitle', { name: target.record.name })
        : t('publication.newTitle');
  return (
    <Drawer
      open={target !== null}
      title={title}
      onClose={onClose}
      width={screens.lg ? 760 : '100%'}
      maskClosable={false}
      destroyOnHidden
      className="publication-form-drawer"
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save().catch(() => {})}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={NEW_PUBLICATION}>
        <PublicationForm publicationId={target?.mode === 'edit' ? target.record.publicationId : null} />
      </Form>
    </Drawer>
  );
}
