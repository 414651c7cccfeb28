import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

/** A row's delete action: asks first, naming the record, and only then calls `onConfirm`. */
export function DeleteButton({ name, onConfirm }: { name: string; onConfirm: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Popconfirm title={t('common.confirmDelete', { name })} onConfirm={onConfirm} okButtonProps={{ danger: true }}>
      <Button type="link" danger>
        {t('common.delete')}
      </Button>
    </Popconfirm>
  );
}
