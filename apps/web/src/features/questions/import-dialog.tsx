import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { API, type ImportRowError } from '@kaoshi/contracts';
import { Alert, Button, InputNumber, Modal, Rate, Space, Table, Tabs, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/download';
import { type ImportFormat, type ImportOutcome, importQuestions } from './api';
import { CourseSelect } from '../../components/course-pickers';
import { wholeWithoutDecimal } from './question-values';

interface ImportDialogProps {
  /** The course chosen in the list's filter, offered first. */
  courseId?: number;
  onClose: () => void;
  onImported: () => void;
}

/**
 * Questions from an Excel sheet or QTI 2.1 items into one course; all or nothing, every bad row
 * listed. Mounted while open, so each opening starts clean.
 */
export function ImportDialog({ courseId: suggestedCourse, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation();
  const [courseId, setCourseId] = useState<number | undefined>(suggestedCourse);
  const [format, setFormat] = useState<ImportFormat>('excel');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [qtiDefaults, setQtiDefaults] = useState({ score: 1, difficulty: 3 });

  const send = async (file: File) => {
    if (courseId === undefined) return;
    setBusy(true);
    setOutcome(null);
    try {
      const result = await importQuestions(format, courseId, file, format === 'qti' ? qtiDefaults : {});
      setOutcome(result);
      if (result.ok) onImported();
    } catch {
      // The client has shown why (not a spreadsheet, too large…).
    } finally {
      setBusy(false);
    }
  };

  const dropZone = (accept: string, prompt: string) => (
    <Upload.Dragger
      accept={accept}
      showUploadList={false}
      disabled={busy || courseId === undefined}
      beforeUpload={(file) => (void send(file), false)}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p>{busy ? t('common.loading') : courseId === undefined ? t('question.chooseCourseFirst') : prompt}</p>
    </Upload.Dragger>
  );

  return (
    <Modal
      open
      onCancel={onClose}
      title={t('question.importTitle')}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      width={760}
      maskClosable={false}
    >
      <Space wrap className="question-import-course">
        <Typography.Text>{t('question.importCourse')}</Typography.Text>
        <CourseSelect value={courseId} onChange={setCourseId} style={{ minWidth: 260 }} />
      </Space>
      <Tabs
        activeKey={format}
        onChange={(key) => {
          setFormat(key as ImportFormat);
          setOutcome(null);
        }}
        items={[
          {
            key: 'excel',
            label: t('question.excelTab'),
            children: (
              <>
                <Typography.Paragraph>{t('question.excelHint')}</Typography.Paragraph>
                <Button
                  className="question-import-template"
                  icon={<DownloadOutlined />}
                  onClick={() => downloadFile(API.questionImportTemplate, {}, 'questions-template.xlsx').catch(() => {})}
                >
                  {t('question.template')}
                </Button>
                {dropZone('.xlsx', t('question.chooseExcel'))}
              </>
            ),
          },
          {
            key: 'qti',
            label: t('question.qtiTab'),
            children: (
              <>
                <Typography.Paragraph>{t('question.qtiHint')}</Typography.Paragraph>
                <Space wrap className="question-import-defaults">
                  <Typography.Text type="secondary">{t('question.qtiDefaults')}</Typography.Text>
                  <InputNumber<number>
                    aria-label={t('question.score')}
                    addonBefore={t('question.score')}
                    min={0.5}
                    max={1000}
                    step={0.5}
                    formatter={wholeWithoutDecimal}
                    value={qtiDefaults.score}
                    onChange={(score) => setQtiDefaults((current) => ({ ...current, score: score ?? 1 }))}
                  />
                  <Space size={4}>
                    <Typography.Text>{t('question.difficulty')}</Typography.Text>
                    <Rate
                      allowClear={false}
                      value={qtiDefaults.difficulty}
                      onChange={(difficulty) => setQtiDefaults((current) => ({ ...current, difficulty }))}
                    />
                  </Space>
                </Space>
                {dropZone('.xml,.zip', t('question.chooseQti'))}
              </>
            ),
          },
        ]}
      />
      {outcome && <ImportReport outcome={outcome} />}
    </Modal>
  );
}

/** What the import did: the count and the stems that were already there, or why nothing went in. */
function ImportReport({ outcome }: { outcome: ImportOutcome }) {
  const { t } = useTranslation();
  if (outcome.ok) {
    const { created, duplicates } = outcome.result;
    return (
      <Alert
        className="question-import-result"
        type={duplicates.length > 0 ? 'warning' : 'success'}
        showIcon
        message={t('question.imported', { count: created })}
        description={
          duplicates.length > 0
            ? t('question.importedDuplicates', {
                rows: duplicates.map((d) => t('question.duplicateRow', { row: d.row, questionId: d.questionId })).join(', '),
              })
            : undefined
        }
      />
    );
  }
  return (
    <div className="question-import-result">
      <Alert type="error" showIcon message={outcome.message} description={t('question.notImported')} />
      <Table<ImportRowError>
        size="small"
        rowKey={(error) => `${error.row}/${error.field}/${error.message}`}
        dataSource={outcome.errors}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        columns={[
          { title: t('question.row'), dataIndex: 'row', width: 64 },
          { title: t('question.field'), dataIndex: 'field', width: 140 },
          { title: t('question.problem'), dataIndex: 'message' },
        ]}
      />
    </div>
  );
}
