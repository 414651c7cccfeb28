import type { CandidateExam, CandidateResult } from '@kaoshi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/plain/button';
import { ResultPanel } from '../../components/plain/result-panel';
import { fetchMyExams, MY_EXAMS_KEY } from './api';
import { resultLine } from './exam-status';
import type { Finish } from './finish';
import { useBackToList } from './use-back-to-list';

/**
 * How often, and how many times, the page asks for a result that is still being scored: after 1 s,
 * then twice as long each time up to 15 s (about 90 s in all), each wait stretched by up to a fifth.
 * Thousands of candidates finish at the same deadline; a fixed 1 s poll would send them all back at
 * once, every second, while the server is busiest scoring. The stretch differs between attempts
 * but is the same for an attempt's nth ask however often the page renders: the query recomputes
 * the interval at every render (the exam page renders every second) and restarts its timer when
 * the value changes, so a stretch drawn at random each time never let the timer run out.
 */
const RESULT_POLL_FIRST_MS = 1_000;
const RESULT_POLL_MAX_MS = 15_000;
const RESULT_POLL_TIMES = 10;
const pollDelay = (attemptId: number, fetches: number) =>
  Math.min(RESULT_POLL_FIRST_MS * 2 ** Math.max(0, fetches - 1), RESULT_POLL_MAX_MS) *
  // Two primes spread consecutive attempts and asks over the fifth's thousand steps.
  (1 + ((attemptId * 7919 + fetches * 104_729) % 1000) / 5000);

/**
 * The attempt's row in the candidate's exam list, when the page does not have the result: the
 * server acknowledges a submission before scoring it (a moment later), so the acknowledgement
 * (and a forced or timed-out end) carries none. While the list says the answers are being marked
 * (ended, results shown at once, not scored yet), it is asked again, less often each time, for a
 * while: counted from this page's first ask, not the list's fetches before the exam.
 */
function useListedExam(attemptId: number, enabled: boolean): CandidateExam | null {
  const queryClient = useQueryClient();
  const [fetchedBefore] = useState(() => queryClient.getQueryState(MY_EXAMS_KEY)?.dataUpdateCount ?? 0);
  const query = useQuery({
    queryKey: MY_EXAMS_KEY,
    queryFn: fetchMyExams,
    enabled,
    refetchInterval: (current) => {
      const exam = current.state.data?.exams.find((row) => row.attemptId === attemptId);
      // Only a result not scored yet is worth asking again for; a pending one waits for examiners.
      const scoring = exam !== undefined && exam.result === null && resultLine(exam)?.kind === 'marking';
      const fetches = current.state.dataUpdateCount - fetchedBefore;
      return scoring && fetches < RESULT_POLL_TIMES ? pollDelay(attemptId, fetches) : false;
    },
  });
  return query.data?.exams.find((row) => row.attemptId === attemptId) ?? null;
}

/** After the attempt ends: how it ended, and the result when the exam shows results at once. */
export function ExamFinished({ attemptId, finish }: { attemptId: number; finish: Finish }) {
  const { t } = useTranslation();
  const back = useBackToList();
  const listed = useListedExam(attemptId, finish.result === null);
  const given = finish.result ?? listed?.result ?? null;
  // A pending result (a task still unmarked) is no score yet: its objective part alone is not shown.
  const result: CandidateResult | null = given?.pending ? null : given;
  // No result (yet): say why, as the exam list does (being marked, after the window, never); before the list answers, "later".
  const listedLine = given?.pending ? ({ kind: 'marking' } as const) : listed ? resultLine(listed) : null;
  const noResult = listedLine && listedLine.kind !== 'score' ? t(`exam.result.${listedLine.kind}`) : t('exam.finished.later');
  const verdict = result ? (result.passed === 0 ? t('exam.result.passed') : t('exam.result.failed')) : null;
  const lines = [
    finish.reason === 'forced' && finish.detail ? t('exam.finished.forcedReason', { reason: finish.detail }) : null,
    result ? t('exam.result.score', { score: result.score, total: result.totalScore }) + (verdict ? ` · ${verdict}` : '') : noResult,
  ].filter((line): line is string => !!line);
  const failed = !!result && result.passed === 1;
  return (
    <ResultPanel
      status={finish.reason === 'forced' ? 'warning' : failed ? 'info' : 'success'}
      title={t(`exam.finished.${finish.reason}`)}
      subTitle={
        <span data-testid="exam-finished">
          {lines.map((line) => (
            <span key={line} className="kx-finished-line">
              {line}
            </span>
          ))}
        </span>
      }
      extra={
        <Button variant="primary" onClick={back.go}>
          {back.label}
        </Button>
      }
    />
  );
}
