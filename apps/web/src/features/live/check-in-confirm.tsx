import type { CheckInCandidate } from '@kaoshi/contracts';
import { Alert, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/plain/avatar';

/**
 * The second step of a typed ticket number: the ticket's holder, name and photo, for the proctor
 * to compare with the person at the door before the check-in is written.
 */
export function CheckInConfirm({
  candidate,
  confirming,
  onConfirm,
  onCancel,
}: {
  candidate: CheckInCandidate | null;
  confirming: boolean;
  onConfirm: (candidate: CheckInCandidate) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={candidate !== null}
      title={t('ticket.checkIn.confirmTitle')}
      okText={t('ticket.checkIn.confirm')}
      cancelText={t('ticket.checkIn.cancel')}
      okButtonProps={{ disabled: candidate?.checkedInAt !== null }}
      confirmLoading={confirming}
      onOk={() => candidate && onConfirm(candidate)}
      onCancel={onCancel}
      destroyOnHidden
      maskClosable
    >
      {candidate && (
        <div className="check-in-confirm">
          <Avatar src={candidate.photo || undefined} alt={candidate.name} size={132} />
          <div className="check-in-confirm-who">
            <Typography.Title level={4} className="check-in-confirm-name">
              {candidate.name}
            </Typography.Title>
            <div>
              {t('ticket.checkIn.ticketNumber')}: {candidate.ticketNumber}
            </div>
            <div>{t('ticket.checkIn.seat', { room: candidate.roomName, seat: candidate.seat })}</div>
            {candidate.className && <div>{candidate.className}</div>}
            {!candidate.photo && <Tag color="orange">{t('ticket.checkIn.noPhoto')}</Tag>}
            {candidate.checkedInAt !== null && <Tag color="green">{t('ticket.checkIn.alreadyIn')}</Tag>}
          </div>
        </div>
      )}
      <Alert type="info" showIcon message={t('ticket.checkIn.confirmHint')} />
    </Modal>
  );
}
