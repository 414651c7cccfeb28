import { useTranslation } from 'react-i18next';
import { isStudent, session } from '../../lib/session';
import { PageCard } from '../../components/page-card';
import { ExamList } from './exam-list';
import './attempts.css';

/**
 * /exam-student/examStudentTest (STUDENT-EXAM): the same exam list inside the console. Only
 * candidate accounts are ever eligible (docs/REQUIREMENTS.md §8.1), so a staff member's list is
 * empty, and says why and where to see a paper as a candidate would.
 */
export default function ExamStudentPage() {
  const { t } = useTranslation();
  const { user } = session.use();
  return (
    <PageCard title={t('route.examStudentTest')}>
      <ExamList emptyHint={isStudent(user) ? undefined : t('kaoshi.emptyHintStaff')} />
    </PageCard>
  );
}
