import type { RegistrationGroupMember } from '@kaoshi/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const TONE = { new: 'blue', invited: 'gold', accepted: 'green', declined: 'default', refused: 'red', enrolled: 'green' } as const;

/** A group row's standing and, for the group's reviewer, where the matched existing candidate is now. */
export function MemberStanding({ member }: { member: RegistrationGroupMember }) {
  const { t } = useTranslation();
  return (
    <>
      <Tag color={TONE[member.joinStatus]}>{t(`registration.joinStatus.${member.joinStatus}`)}</Tag>
      {member.existing && (
        <ul className="registration-duplicates">
          {member.existing.currentBatch ? <li>{t('registration.existingIn', { batch: member.existing.currentBatch })}</li> : null}
          {member.existing.applications.map((application) => (
            <li key={application.registrationId}>
              {t('registration.existingApplication', {
                batch: application.className,
                status: t(`registration.status.${application.status}`),
              })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
