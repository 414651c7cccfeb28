import { EyeOutlined } from '@ant-design/icons';
import { noticeFields, type NoticeRecord } from '@kaoshi/contracts';
import { App, Button, Form, Input, InputNumber, Modal } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud-page';
import { NoticeReader } from '../../components/notice-reader';
import { TextFilters } from '../../components/record-fields';
import { RichTextEditor } from '../../editor/rich-text-editor';
import { zodRule } from '../../lib/zod-rule';
import { type NoticeInput, noticesApi } from './api';

const s = noticeFields.shape;
const FILTERS = { title: '' };

/** /examPublishManage/examInstruction (EXAM-INSTRUCTION): the notices candidates read before an exam. */
export default function NoticesPage() {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState<NoticeRecord | null>(null);
  return (
    <>
      <CrudPage<NoticeRecord, NoticeInput, typeof FILTERS>
        title={t('route.examInstruction')}
        resource="notices"
        rowKey="noticeId"
        rowName={(row) => row.title}
        api={noticesApi}
        initialFilters={FILTERS}
        newValues={{ content: '', minReadingSeconds: 30 }}
        formWidth={760}
        renderFilters={(filters, setFilter, search) => (
          <TextFilters fields={[['title', 'notice.titleField']]} filters={filters} setFilter={setFilter} search={search} />
        )}
        columns={[
          { title: t('notice.titleField'), dataIndex: 'title', sorter: true, ellipsis: true },
          {
            title: t('notice.minReadingSeconds'),
            dataIndex: 'minReadingSeconds',
            sorter: true,
            width: 180,
            render: (seconds: number) => t('notice.seconds', { seconds }),
          },
          {
            title: t('notice.updatedAt'),
            dataIndex: 'updatedAt',
            sorter: true,
            width: 180,
            render: (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm'),
          },
        ]}
        rowActions={(row) => (
          <Button type="link" icon={<EyeOutlined />} onClick={() => setPreviewing(row)}>
            {t('notice.preview')}
          </Button>
        )}
        renderForm={(editing) => (
          <>
            <Form.Item name="title" label={t('notice.titleField')} rules={[zodRule(s.title, true)]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              name="minReadingSeconds"
              label={t('notice.minReadingSeconds')}
              extra={t('notice.minReadingHint')}
              rules={[zodRule(s.minReadingSeconds, true)]}
            >
              <InputNumber min={0} max={3600} step={5} addonAfter={t('notice.secondsUnit')} />
            </Form.Item>
            <Form.Item name="content" label={t('notice.content')} rules={[zodRule(s.content, true)]}>
              <RichTextEditor id={`notice-content-${editing?.noticeId ?? 'new'}`} minHeight={240} />
            </Form.Item>
          </>
        )}
      />
      <NoticePreview notice={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}

/** The notice as a candidate sees it in the exam room, reading timer included. */
function NoticePreview({ notice, onClose }: { notice: NoticeRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Modal
      maskClosable
      open={notice !== null}
      title={t('notice.previewTitle')}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      {notice && (
        <NoticeReader
          key={notice.noticeId}
          title={notice.title}
          content={notice.content}
          minReadingSeconds={notice.minReadingSeconds}
          preview
          onStart={() => {
            message.info(t('notice.previewStarted'));
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
