import { EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Modal, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeReader } from '../../components/notice-reader';
import { getNotice, listNoticeOptions } from './api';
import { SearchSelect } from './search-select';

interface NoticePickerProps {
  value?: number | null;
  onChange?: (noticeId: number | null) => void;
  id?: string;
}

/** The notice candidates read before starting (optional), with a preview as they will see it. */
export function NoticePicker({ value, onChange, id }: NoticePickerProps) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  const notices = useQuery({ queryKey: ['notices', 'options', 'all'], queryFn: listNoticeOptions });
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <SearchSelect<number>
          id={id}
          label={t('publication.notice')}
          placeholder={t('publication.noNotice')}
          value={value ?? undefined}
          onChange={(noticeId?: number) => onChange?.(noticeId ?? null)}
          loading={notices.isFetching}
          options={(notices.data ?? []).map((notice) => ({ value: notice.noticeId, label: notice.title }))}
        />
        <Button icon={<EyeOutlined />} disabled={value == null} onClick={() => setPreviewing(true)}>
          {t('publication.previewNotice')}
        </Button>
      </Space.Compact>
      <NoticePreview noticeId={previewing ? (value ?? null) : null} onClose={() => setPreviewing(false)} />
    </>
  );
}

function NoticePreview({ noticeId, onClose }: { noticeId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const notice = useQuery({ queryKey: ['notices', 'detail', noticeId], queryFn: () => getNotice(noticeId!), enabled: noticeId !== null });
  return (
    <Modal
      maskClosable
      open={noticeId !== null}
      title={t('publication.noticePreviewTitle')}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      {notice.data && notice.data.noticeId === noticeId ? (
        <NoticeReader
          title={notice.data.title}
          content={notice.data.content}
          minReadingSeconds={notice.data.minReadingSeconds}
          preview
          onStart={() => {
            message.info(t('publication.noticePreviewDone'));
            onClose();
          }}
        />
      ) : (
        !notice.isError && <Spin />
      )}
    </Modal>
  );
}
