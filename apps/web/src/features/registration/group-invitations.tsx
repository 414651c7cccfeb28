import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/plain/button';
import { Card } from '../../components/plain/card';
import { Tag } from '../../components/plain/tag';
import { answerInvitation, fetchMyInvitations } from './api';

/**
 * Groups whose list names the candidate's ID number: nobody is moved into a group unasked
 * (security round 3), so the candidate accepts or declines here. Shown only when there is one.
 */
export function GroupInvitations() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const invitations = useQuery({ queryKey: ['registration', 'invitations'], queryFn: fetchMyInvitations });
  const [busy, setBusy] = useState<number | null>(null);
  if (!invitations.data || invitations.data.length === 0) return null;
  const answer = async (memberId: number, accept: 0 | 1) => {
    setBusy(memberId);
    try {
      await answerInvitation(memberId, accept);
      await client.invalidateQueries({ queryKey: ['registration'] });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title={t('registration.invitationsTitle')}>
      <ul className="kx-registration-list">
        {invitations.data.map((invitation) => (
          <li key={invitation.memberId} data-testid="group-invitation">
            <p>
              {t('registration.invitationText', {
                organisation: invitation.organisation,
                batch: invitation.className,
                jobType: invitation.subjectName,
              })}
            </p>
            {invitation.joinStatus === 'invited' ? (
              <div className="kx-registration-actions">
                <Button variant="primary" disabled={busy !== null} onClick={() => void answer(invitation.memberId, 1)}>
                  {t('registration.accept')}
                </Button>
                <Button disabled={busy !== null} onClick={() => void answer(invitation.memberId, 0)}>
                  {t('registration.decline')}
                </Button>
              </div>
            ) : (
              <Tag>{t(`registration.joinStatus.${invitation.joinStatus}`)}</Tag>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
