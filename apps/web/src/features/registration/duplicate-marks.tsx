import type { DuplicateApplication, DuplicateMarks } from '@kaoshi/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const count = (marks: DuplicateMarks) => (marks.idNumberOnOtherAccount ? 1 : 0) + marks.sameIdNumber.length + marks.sameNameAndBirth.length;

/** The review queue's column: a warning tag when an application may be someone's second identity; `hideNone`: nothing, not a dash, when there is none. */
export function DuplicateTag({ marks, hideNone = false }: { marks: DuplicateMarks | undefined; hideNone?: boolean }) {
  const { t } = useTranslation();
  if (!marks || count(marks) === 0) return hideNone ? null : <>—</>;
  return <Tag color="warning">{`${t('registration.duplicates')} · ${count(marks)}`}</Tag>;
}

/** The review drawer's list of what the marks found, each application by id, batch and status. */
export function DuplicateList({ marks }: { marks: DuplicateMarks | undefined }) {
  const { t } = useTranslation();
  if (!marks || count(marks) === 0) return <>{t('registration.duplicateNone')}</>;
  const line = (key: string, other: DuplicateApplication) => (
    <li key={`${key}-${other.registrationId}`}>
      {t(key, { id: other.registrationId, batch: other.className, status: t(`registration.status.${other.status}`) })}
    </li>
  );
  return (
    <ul className="registration-duplicates">
      {marks.idNumberOnOtherAccount ? <li>{t('registration.duplicateAccount')}</li> : null}
      {marks.sameIdNumber.map((other) => line('registration.duplicateSameId', other))}
      {marks.sameNameAndBirth.map((other) => line('registration.duplicateNameBirth', other))}
    </ul>
  );
}
