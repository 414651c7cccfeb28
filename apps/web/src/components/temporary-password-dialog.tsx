import type { TemporaryPassword } from '@kaoshi/contracts';
import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../lib/time-format';

export interface ShownPassword {
  /** Whose account: a name or username the staff member recognises. */
  name: string;
  password: TemporaryPassword;
}

/**
 * The password a staff reset or a new account got, shown once (the server keeps only its hash):
 * large, with a copy button, and the rule that goes with it. Closed only by its button, so that
 * it is not lost to a stray click.
 */
export function TemporaryPasswordDialog({ shown, onClose }: { shown: ShownPassword | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!shown) return null;
  const { name, password } = shown;
  return (
    <Modal
      open
      title={t('temporaryPassword.title', { name })}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('temporaryPassword.done')}
        </Button>
      }
    >
      <Typography.Paragraph>{t(`temporaryPassword.${password.kind}`, { name })}</Typography.Paragraph>
      <Typography.Paragraph style={{ textAlign: 'center' }}>
        <Typography.Text
          code
          copyable={{ text: password.password, tooltips: [t('temporaryPassword.copy'), t('temporaryPassword.copied')] }}
          style={{ fontSize: 24, letterSpacing: 2 }}
          data-testid="temporary-password"
        >
          {password.password}
        </Typography.Text>
      </Typography.Paragraph>
      <Alert type="info" showIcon message={t('temporaryPassword.rule', { expires: formatMinute(password.expiresAt) })} />
    </Modal>
  );
}
