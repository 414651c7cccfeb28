import { useState } from 'react';
import type { ExamLayout } from './question-nav';

const LAYOUT_KEY = 'kaoshi.examLayout';

/** One question at a time or all on one page; the candidate's choice is remembered in this browser. */
export function useExamLayout() {
  const [layout, setLayout] = useState<ExamLayout>(() => (localStorage.getItem(LAYOUT_KEY) === 'all' ? 'all' : 'single'));
  const choose = (next: ExamLayout) => {
    localStorage.setItem(LAYOUT_KEY, next);
    setLayout(next);
  };
  return [layout, choose] as const;
}
