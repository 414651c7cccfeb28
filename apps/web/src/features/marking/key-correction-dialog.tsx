import { type AnswerKeyCorrection, type AnswerSheetQuestion, type OptionKey, PASS_FLAG, QUESTION_TYPE } from '@kaoshi/contracts';
import { Alert, App, Checkbox, Form, Input, Modal, Radio, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../components/rich-text-view';
import { correctAnswerKey } from './api';
import { shownLetters } from './marking-logic';

const sameKey = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();

/**
 * "Correct answer key" for an objective question: the new key and a reason, a confirmation
 * (every attempt that used the question is re-scored), then the re-scored attempts.
 */
export function KeyCorrectionDialog({
  question,
  onClose,
  onCorrected,
}: {
  question: AnswerSheetQuestion | null;
  onClose: () => void;
  onCorrected: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [answer, setAnswer] = useState<OptionKey[]>([]);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<AnswerKeyCorrection | null>(null);
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  // A fresh form for each question opened.
  if (question && openedFor !== question.questionId) {
    setOpenedFor(question.questionId);
    setAnswer(question.answer);
    setReason('');
    setTouched(false);
    setResult(null);
  }
  if (!question) return null;

  const problem = answer.length === 0 ? t('marking.key.keyRequired') : sameKey(answer, question.answer) ? t('marking.key.unchanged') : null;
  const reasonProblem = reason.trim() === '' ? t('marking.key.reasonRequired') : null;
  const close = () => {
    setOpenedFor(null);
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (problem || reasonProblem) return;
    modal.confirm({
      title: t('marking.key.confirm'),
      okText: t('marking.key.submit'),
      okButtonProps: { danger: true },
      onOk: async () => {
        setSaving(true);
        try {
          setResult(await correctAnswerKey(question.questionId, answer, reason.trim()));
          onCorrected();
        } catch {
          // The client has shown the server's message.
        } finally {
          setSaving(false);
        }
      },
    });
  };
  const letter = (key: OptionKey) => shownLetters(question.options, [key]);
  const passText = (flag: number | null) => (flag === null ? '—' : t(`marking.passed.${flag === PASS_FLAG.PASSED ? 0 : 1}`));

  return (
    <Modal
      maskClosable={false}
      open
      title={t('marking.key.title')}
      onCancel={close}
      width={640}
      okText={result ? t('marking.report.close') : t('marking.key.submit')}
      onOk={result ? close : submit}
      confirmLoading={saving}
      cancelButtonProps={result ? { style: { display: 'none' } } : undefined}
    >
      <RichTextView html={question.stem} />
      {result ? (
        <>
          <Alert type="success" showIcon className="marking-gap" message={t('marking.key.done', { count: result.attempts.length })} />
          <Table
            size="small"
            rowKey="attemptId"
            dataSource={result.attempts}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: t('marking.key.noAttempts') }}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('marking.key.attempt'), dataIndex: 'attemptId' },
              { title: t('marking.key.oldScore'), dataIndex: 'oldScore', render: (value: number | null) => value ?? '—' },
              { title: t('marking.key.newScore'), dataIndex: 'newScore', render: (value: number | null) => value ?? '—' },
              { title: t('marking.key.oldPassed'), dataIndex: 'oldPassed', render: passText },
              { title: t('marking.key.newPassed'), dataIndex: 'newPassed', render: passText },
            ]}
          />
        </>
      ) : (
        <Form layout="vertical" className="marking-gap">
          <Typography.Paragraph type="secondary">
            {t('marking.key.current', { key: shownLetters(question.options, question.answer) })}
          </Typography.Paragraph>
          <Form.Item
            label={t('marking.key.newKey')}
            required
            validateStatus={touched && problem ? 'error' : undefined}
            help={touched ? problem : undefined}
          >
            {question.type === QUESTION_TYPE.MULTIPLE ? (
              <Checkbox.Group value={answer} onChange={(keys) => setAnswer([...(keys as OptionKey[])].sort())}>
                <Space direction="vertical">
                  {question.options.map((option) => (
                    <Checkbox key={option.key} value={option.key}>
                      <b>{letter(option.key)}.</b> <RichTextView html={option.content} inline />
                    </Checkbox>
                  ))}
                </Space>
              </Checkbox.Group>
            ) : (
              <Radio.Group value={answer[0]} onChange={(event) => setAnswer([event.target.value as OptionKey])}>
                <Space direction="vertical">
                  {question.options.map((option) => (
                    <Radio key={option.key} value={option.key}>
                      <b>{letter(option.key)}.</b> <RichTextView html={option.content} inline />
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            )}
          </Form.Item>
          <Form.Item
            label={t('marking.key.reason')}
            htmlFor="key-reason"
            required
            validateStatus={touched && reasonProblem ? 'error' : undefined}
            help={touched ? reasonProblem : undefined}
          >
            <Input.TextArea
              id="key-reason"
              value={reason}
              maxLength={500}
              showCount
              autoSize={{ minRows: 2 }}
              onChange={(event) => setReason(event.target.value)}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
