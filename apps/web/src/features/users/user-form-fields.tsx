import { builtInRoleText, type Lang, USER_TYPES, userFields } from '@kaoshi/contracts';
import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../lib/zod-rule';
import type { RoleRef } from '@kaoshi/contracts';

const s = userFields.shape;

export function UserFormFields({ roles }: { roles: RoleRef[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="username" label={t('user.username')} rules={[zodRule(s.username, true)]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="nickName" label={t('user.nickName')} rules={[zodRule(s.nickName, true)]}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="userType" label={t('user.userType')} rules={[zodRule(s.userType, true)]}>
          <Select options={USER_TYPES.map((type) => ({ value: type, label: t(`userType.${type}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="roleIds" label={t('user.roles')}>
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={roles.map((role) => ({
              value: role.roleId,
              label: builtInRoleText(role.roleKey, 'name', role.roleName, i18n.language as Lang),
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="email" label={t('user.email')} rules={[zodRule(s.email)]}>
          <Input type="email" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="phone" label={t('user.phone')} rules={[zodRule(s.phone)]}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="className" label={t('user.className')} rules={[zodRule(s.className)]}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="departmentName" label={t('user.departmentName')} rules={[zodRule(s.departmentName)]}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="avatar" label={t('user.avatar')} extra={t('user.avatarHint')} rules={[zodRule(s.avatar)]}>
          <Input maxLength={500} placeholder="https://" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="introduction" label={t('user.introduction')} rules={[zodRule(s.introduction)]}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item
          name="locked"
          label={t('user.locked')}
          valuePropName="checked"
          getValueFromEvent={(on: boolean) => (on ? 1 : 0)}
          getValueProps={(v: number) => ({ checked: v === 1 })}
        >
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item
          name="remoteLogin"
          label={t('user.remoteLogin')}
          getValueFromEvent={(on: boolean) => (on ? 1 : 0)}
          getValueProps={(v: number) => ({ checked: v === 1 })}
        >
          <Switch />
        </Form.Item>
      </Col>
    </Row>
  );
}
