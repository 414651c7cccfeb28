import { type AttemptSession, EXAM_STATUS, type ExamStatus, type IntegrityEventKind, isOpenExamStatus } from '@kaoshi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/plain/alert';
import { Spinner } from '../../components/plain/spinner';
import { preloadWrittenInputs } from '../../components/written/lazy-written-answer';
import { notify } from '../../lib/notify';
import { serverTimeAt } from '../../lib/server-clock';
import { MY_EXAMS_KEY, reportIntegrity } from './api';
import { ExamClock } from './exam-clock';
import { ExamFinished } from './exam-finished';
import { ExamHeader } from './exam-header';
import { ExamQuestions } from './exam-questions';
import type { Finish } from './finish';
import { FullscreenGate } from './fullscreen-gate';
import { OutboxBanner } from './outbox-banner';
import { ProctorMessages } from './proctor-messages';
import { QuestionNav } from './question-nav';
import { examItems, itemState, numbersWhere, questionSections } from './question-sections';
import { SubmitDialog } from './submit-dialog';
import { useAnswerQueue } from './use-answer-queue';
import { useCountdown } from './use-countdown';
import { useDeadlineWatch } from './use-deadline-watch';
import { useExamLayout } from './use-exam-layout';
import { useIntegrity } from './use-integrity';
import { type Progress, useLiveChannel } from './use-live-channel';
import { useLiveEvents } from './use-live-events';
import { useSubmit } from './use-submit';
import type { LoadedSession } from './use-attempt-session';
import { useReloadReport } from './use-reload-report';

/** A session that is already over when the page loads (a reload after the end). */
function finishedOnLoad(session: AttemptSession): Finish | null {
  if (isOpenExamStatus(session.status)) return null;
  return {
    reason: session.status === EXAM_STATUS.EXPIRED ? 'timeUp' : session.status === EXAM_STATUS.SUBMITTED ? 'submitted' : 'ended',
    result: null,
  };
}

/** The candidate's count; at the limit it says plainly that the next departure submits (not "0 more"). */
function departuresText(t: TFunction, count: number, left: number | null) {
  if (left === null) return t('exam.integrity.departures', { count });
  return left === 0 ? t('exam.integrity.departuresLast', { count }) : t('exam.integrity.departuresLimit', { count, left });
}

/** One open attempt on the exam page: clock, answers and their queue, the live channel, integrity, submit. */
export function ExamSession({ session }: { session: LoadedSession }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { attemptId, questions, integrity } = session;
  const [clock] = useState(() => new ExamClock(session.serverNow, session.receivedAt, session.deadlineAt));
  const [finish, setFinish] = useState<Finish | null>(() => finishedOnLoad(session));
  const end = useCallback(
    (next: Finish) => {
      setFinish((previous) => previous ?? next);
      void queryClient.invalidateQueries({ queryKey: MY_EXAMS_KEY });
    },
    [queryClient],
  );

  const { queue, snapshot } = useAnswerQueue(session, clock);
  const { remainingMs, level } = useCountdown(clock);
  const timeUp = remainingMs <= 0;
  const answering = !finish && !timeUp && !snapshot.closed && queue !== null;
  // A composite and its parts are one numbered item (its parts numbered (1), (2)… within it).
  const items = useMemo(() => examItems(questions), [questions]);
  useEffect(() => preloadWrittenInputs(questions.map((question) => question.type)), [questions]);
  const numbered = useMemo(() => items.map((item) => item.question), [items]);
  const sections = useMemo(() => questionSections(numbered), [numbered]);
  const states = useMemo(
    () => new Map(items.map((item) => [item.question.questionId, itemState(item, snapshot.questions)])),
    [items, snapshot.questions],
  );
  const [layout, setLayout] = useExamLayout();
  const [current, setCurrent] = useState(1);
  const answered = numbered.filter((q) => states.get(q.questionId)?.answered).length;
  const progress = useRef<Progress>({ answered, current });
  useEffect(() => {
    progress.current = { answered, current };
  }, [answered, current]);

  const submitter = useSubmit(attemptId, queue, end);
  const [confirming, setConfirming] = useState(false);
  const submitting = submitter.stage === 'flushing' || submitter.stage === 'submitting';
  const events = useLiveEvents({ clock, end, submitting, timeUp });
  const live = useLiveChannel(attemptId, !finish, progress, events.onMessage);
  const sendLive = live.send;

  const report = useCallback(
    (kind: IntegrityEventKind) => {
      if (sendLive({ type: 'integrity', attemptId, kind })) return;
      void reportIntegrity({ attemptId, kind, at: serverTimeAt(Date.now(), clock.offset) }).then((answer) => {
        // Past the tab-switch limit the server submits the attempt.
        if (answer.kind === 'ok' && answer.data.status === EXAM_STATUS.SUBMITTED)
          end({ reason: 'forced', result: null, detail: t('exam.integrity.limitReached') });
      });
    },
    [sendLive, attemptId, clock, end, t],
  );
  const area = useRef<HTMLDivElement>(null);
  const onBlocked = useCallback(() => void notify().warning(t('exam.integrity.copyBlocked')), [t]);
  const guard = useIntegrity({ integrity, active: !finish, report, area, onBlocked, countedBefore: session.tabSwitches });
  useReloadReport(session.reopened && !finish, report);

  // At the deadline, or once the server refuses answers, the page waits to hear how the attempt ended.
  useDeadlineWatch(
    attemptId,
    timeUp || snapshot.closed,
    !!finish,
    useCallback((latest) => clock.correct(latest.serverNow, latest.receivedAt, latest.deadlineAt), [clock]),
    useCallback(
      (status: ExamStatus) => end({ reason: status === EXAM_STATUS.EXPIRED || timeUp ? 'timeUp' : 'ended', result: null }),
      [end, timeUp],
    ),
  );

  if (finish) {
    return (
      <main className="kx-exam kx-exam-done kx-plain">
        <ExamFinished attemptId={attemptId} finish={finish} />
      </main>
    );
  }

  const jump = (number: number) => {
    setCurrent(number);
    if (layout === 'all') document.getElementById(`kx-q-${number}`)?.scrollIntoView({ block: 'start' });
  };
  const saves = snapshot.questions;
  const switchesLeft = integrity.tabSwitchLimit > 0 ? Math.max(0, integrity.tabSwitchLimit - guard.departures) : null;
  return (
    <div className="kx-exam kx-plain">
      <ExamHeader
        candidate={session.candidate}
        examName={session.name}
        remainingMs={remainingMs}
        level={level}
        answered={answered}
        total={numbered.length}
        liveConnected={live.connected}
        canSubmit={answering}
        onSubmit={() => setConfirming(true)}
      />
      <OutboxBanner snapshot={snapshot} />
      {timeUp && !snapshot.closed && <Alert banner type="warning" title={t('exam.page.timeUp')} />}
      {guard.departures > 0 && (
        <Alert
          banner
          type={switchesLeft !== null && switchesLeft <= 1 ? 'error' : 'warning'}
          data-testid="departures"
          title={departuresText(t, guard.departures, switchesLeft)}
        />
      )}
      <div className="kx-exam-body">
        <aside className="kx-exam-side">
          <QuestionNav sections={sections} states={states} current={current} onJump={jump} layout={layout} onLayout={setLayout} />
        </aside>
        <main className="kx-exam-main" ref={area}>
          {/* The questions wait for the outbox to be merged in: they open showing the latest answers, never an empty form. */}
          {queue === null ? (
            <Spinner size="large" className="kx-exam-loading" label={t('common.loading')} />
          ) : (
            <ExamQuestions
              items={items}
              saves={saves}
              current={current}
              layout={layout}
              disabled={!answering}
              onCurrent={setCurrent}
              onAnswer={(questionId, answer) => void queue.change(questionId, { answer })}
              onFlag={(questionId, flagged) => void queue.change(questionId, { flagged })}
            />
          )}
        </main>
      </div>
      {integrity.fullscreenRequired === 1 && !guard.fullscreen && answering && (
        <FullscreenGate left={guard.fullscreenExits > 0} onEnter={guard.enterFullscreen} />
      )}
      <SubmitDialog
        open={confirming}
        stage={submitter.stage}
        error={submitter.error}
        unanswered={numbersWhere(numbered, (id) => !states.get(id)?.answered)}
        flagged={numbersWhere(numbered, (id) => !!states.get(id)?.flagged)}
        snapshot={snapshot}
        onConfirm={() => void submitter.submit()}
        onCancel={() => {
          submitter.cancel();
          setConfirming(false);
        }}
      />
      <ProctorMessages messages={events.messages} onAcknowledge={events.acknowledge} />
    </div>
  );
}
