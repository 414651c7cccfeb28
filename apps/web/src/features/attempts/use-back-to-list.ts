import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isStudent, session } from '../../lib/session';

/** Candidates go back to /kaoshi; staff who tried the exam from the console go back there. */
export function useBackToList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = session.use();
  const to = isStudent(user) ? '/kaoshi' : '/exam-student/examStudentTest';
  return { to, label: t('exam.room.back'), go: () => navigate(to) };
}
