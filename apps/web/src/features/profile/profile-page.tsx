import { roleNameText, type Lang } from '@kaoshi/contracts';
import { App, Button, Descriptions, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from '../../lib/session';
import { PageCard } from '../../components/page-card';
import { changePassword } from './api';

interface PasswordValues {
  oldPass: string;
  newPass: string;
  confirmPass: string;
}

/** /profile/index: the signed-in user's account and password change. */
export default function ProfilePage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const { user } = session.use();
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: PasswordValues) => {
    setSaving(true);
    try {
      await changePassword(values.oldPass, values.newPass);
      message.success(t('profile.changed'));
      form.resetFields();
    } catch {
      // The server's message is already shown.
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageCard title={t('profile.account')}>
        <Descriptions column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('user.username')}>{user?.username}</Descriptions.Item>
          <Descriptions.Item label={t('user.nickName')}>{user?.nickName}</Descriptions.Item>
          <Descriptions.Item label={t('user.userType')}>{t(`userType.${user?.userType ?? 0}`)}</Descriptions.Item>
          <Descriptions.Item label={t('user.roles')}>
            {user?.roleNames.map((name) => roleNameText(name, i18n.language as Lang)).join(', ')}
          </Descriptions.Item>
        </Descriptions>
      </PageCard>
      <PageCard title={t('profile.title')}>
        <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 420 }}>
          <Form.Item name="oldPass" label={t('profile.oldPass')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="newPass" label={t('profile.newPass')} rules={[{ required: true, min: 6, message: t('profile.tooShort') }]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmPass"
            label={t('profile.confirmPass')}
            dependencies={['newPass']}
            rules={[
              { required: true, message: t('profile.mismatch') },
              ({ getFieldValue }) => ({
                validator: async (_rule, value: string) => {
                  if (value && value !== getFieldValue('newPass')) throw new Error(t('profile.mismatch'));
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('common.save')}
          </Button>
        </Form>
      </PageCard>
    </>
  );
}
