import { allowReentryBody, forceSubmitBody, giveExtraTimeBody, type LiveCandidate, proctorMessageBody } from '@kaoshi/contracts';
import { Alert, App, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { zodRule } from '../../lib/zod-rule';
import { allowReentry, forceSubmit, giveExtraTime, sendProctorMessage } from './api';
import type { ActionKind } from './live-rows';

export type LiveAction = { kind: ActionKind; candidate: LiveCandidate } | { kind: 'messageAll'; candidate: null };

interface Values {
  text: string;
  minutes: number;
  reason: string;
}

const TITLE_KEY = {
  message: 'live.form.messageTitle',
  messageAll: 'live.form.messageAllTitle',
  extraTime: 'live.form.extraTimeTitle',
  forceSubmit: 'live.form.forceSubmitTitle',
  allowReentry: 'live.form.allowReentryTitle',
} as const;
const DONE_KEY = {
  message: 'live.done.message',
  messageAll: 'live.done.message',
  extraTime: 'live.done.extraTime',
  forceSubmit: 'live.done.forceSubmit',
  allowReentry: 'live.done.allowReentry',
} as const;
const INITIAL: Record<LiveAction['kind'], Partial<Values>> = {
  message: {},
  messageAll: {},
  extraTime: { minutes: 10 },
  forceSubmit: {},
  allowReentry: { minutes: 0 },
};

/**
 * A proctor's action on one candidate (or a message to all): asks for what the call needs, a
 * reason wherever the audit trail keeps one; a forced submission is confirmed once more. A refusal
 * leaves the dialog open with the server's message on screen.
 */
export function ActionDialog({
  action,
  publication,
  onClose,
  onDone,
}: {
  action: LiveAction | null;
  publication: { publicationId: number; name: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const kind = action?.kind ?? 'message';
  const who = action?.candidate ? `${action.candidate.name} (${action.candidate.username})` : publication.name;

  const confirmForceSubmit = () =>
    new Promise<void>((resolve, reject) =>
      modal.confirm({
        title: t('live.form.forceSubmitConfirm', { name: who }),
        okText: t('live.actions.forceSubmit'),
        okButtonProps: { danger: true },
        onOk: () => resolve(),
        onCancel: () => reject(new Error('cancelled')),
      }),
    );

  const submit = async (values: Values) => {
    if (!action) return;
    const attemptId = action.candidate?.attemptId ?? 0;
    if (action.kind === 'message' || action.kind === 'messageAll')
      await sendProctorMessage(publication.publicationId, action.candidate?.attemptId ?? null, values.text);
    else if (action.kind === 'extraTime') await giveExtraTime(attemptId, values.minutes, values.reason);
    else if (action.kind === 'allowReentry') await allowReentry(attemptId, values.minutes, values.reason);
    else {
      await confirmForceSubmit();
      await forceSubmit(attemptId, values.reason);
    }
    message.success(t(DONE_KEY[action.kind]));
    onDone();
  };

  const reasonItem = (schema: typeof forceSubmitBody.shape.reason) => (
    <Form.Item name="reason" label={t('live.form.reason')} rules={[zodRule(schema, true)]}>
      <Input.TextArea rows={3} maxLength={500} showCount />
    </Form.Item>
  );

  return (
    <FormModal<Values>
      open={action !== null}
      title={t(TITLE_KEY[kind], { name: who })}
      initialValues={INITIAL[kind]}
      onSubmit={submit}
      onClose={onClose}
    >
      {() => (
        <>
          {(kind === 'message' || kind === 'messageAll') && (
            <Form.Item name="text" label={t('live.form.text')} rules={[zodRule(proctorMessageBody.shape.text, true)]}>
              <Input.TextArea rows={4} maxLength={1000} showCount />
            </Form.Item>
          )}
          {kind === 'forceSubmit' && (
            <Alert className="live-dialog-hint" type="warning" showIcon message={t('live.form.forceSubmitHint')} />
          )}
          {kind === 'extraTime' && (
            <Form.Item name="minutes" label={t('live.form.minutes')} rules={[zodRule(giveExtraTimeBody.shape.minutes, true)]}>
              <InputNumber min={1} max={600} precision={0} />
            </Form.Item>
          )}
          {kind === 'allowReentry' && (
            <Form.Item name="minutes" label={t('live.form.reentryMinutes')} rules={[zodRule(allowReentryBody.shape.minutes, true)]}>
              <InputNumber min={0} max={600} precision={0} />
            </Form.Item>
          )}
          {kind === 'extraTime' && reasonItem(giveExtraTimeBody.shape.reason)}
          {(kind === 'forceSubmit' || kind === 'allowReentry') && reasonItem(forceSubmitBody.shape.reason)}
        </>
      )}
    </FormModal>
  );
}
