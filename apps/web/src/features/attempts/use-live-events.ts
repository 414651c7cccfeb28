import { EXAM_STATUS, type ServerToCandidate } from '@kaoshi/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../lib/toast';
import type { ExamClock } from './exam-clock';
import type { Finish } from './finish';
import type { ProctorMessage } from './proctor-messages';

interface LiveEventsOptions {
  clock: ExamClock;
  end: (finish: Finish) => void;
  /** The candidate's own submit is under way: its answer (with the result) tells the end, not the channel. */
  submitting: boolean;
  timeUp: boolean;
}

/** What the server pushes to the exam page: time corrections, proctor messages, extra time, forced and finished submissions. */
export function useLiveEvents({ clock, end, submitting, timeUp }: LiveEventsOptions) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<ProctorMessage[]>([]);

  const onMessage = (message: ServerToCandidate, receivedAt: number) => {
    switch (message.type) {
      case 'time':
        clock.correct(message.serverNow, receivedAt, message.deadlineAt);
        return;
      case 'extraTime':
        clock.correct(message.serverNow, receivedAt, message.deadlineAt);
        showNotice({
          title: t('exam.live.extraTimeTitle'),
          description: t('exam.live.extraTime', { minutes: message.minutes, time: dayjs(message.deadlineAt).format('HH:mm') }),
        });
        return;
      case 'message':
        setMessages((list) => [...list, { text: message.text, from: message.from, at: message.at }]);
        return;
      case 'forceSubmit':
        end({ reason: 'forced', result: null, detail: message.reason });
        return;
      case 'submitted':
        if (submitting || (message.status !== EXAM_STATUS.SUBMITTED && message.status !== EXAM_STATUS.EXPIRED)) return;
        end({ reason: message.status === EXAM_STATUS.EXPIRED || timeUp ? 'timeUp' : 'ended', result: null });
        return;
    }
  };

  return { onMessage, messages, acknowledge: () => setMessages((list) => list.slice(1)) };
}
