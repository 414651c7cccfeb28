import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/page-card';
import { ExamList } from './exam-list';
import './attempts.css';

/** /exam-student/examStudentTest (STUDENT-EXAM): the same exam list inside the console, for staff trying an exam. */
export default function ExamStudentPage() {
  const { t } = useTranslation();
  return (
    <PageCard title={t('route.examStudentTest')}>
      <ExamList />
    </PageCard>
  );
}
