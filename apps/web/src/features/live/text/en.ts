/** The `live.*` keys: the live view of examinationSituation. */
export const en = {
  title: 'Live monitoring',
  publication: 'Exam',
  choosePublication: 'Choose an exam to watch',
  noPublications: 'No published exams yet.',
  states: { draft: 'Draft', published: 'Published', open: 'Open', closed: 'Closed', withdrawn: 'Withdrawn' },
  connection: { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…', refused: 'Live updates not allowed' },
  summary: {
    candidates: 'Candidates', online: 'Online', inProgress: 'In progress', submitted: 'Submitted', expired: 'Expired',
    notStarted: 'Not started', events: 'Events', serverTime: 'Server time',
  },
  status: { 0: 'Submitted', 1: 'Saved', 2: 'In progress', 3: 'Not started', 4: 'Resumed', 5: 'Expired' },
  onlineState: { online: 'Online', offline: 'Offline' },
  column: {
    username: 'Candidate number', name: 'Name', className: 'Batch', online: 'Online', status: 'Status',
    progress: 'Answered', timeLeft: 'Time left', events: 'Events', lastSeen: 'Last seen',
  },
  filter: { status: 'Status', online: 'Online or offline', withEvents: 'With events only', search: 'Number, name or batch' },
  timeUp: 'Time up',
  shown: '{{shown}} of {{total}} candidates',
  eventsTitle: 'Integrity events · {{name}}',
  eventKinds: {
    'tab-hidden': 'Left the exam tab', 'window-blur': 'Window lost focus', 'fullscreen-exit': 'Left full screen',
    copy: 'Copy blocked', paste: 'Paste blocked', 'context-menu': 'Context menu blocked', reconnect: 'Reconnected',
  },
  eventAt: 'Time',
  eventKind: 'Event',
  noEvents: 'No events recorded.',
  actions: {
    more: 'Actions', message: 'Send a message', messageAll: 'Message everyone', extraTime: 'Give extra time',
    forceSubmit: 'Force submit', allowReentry: 'Allow re-entry', log: 'Activity log',
  },
  form: {
    text: 'Message', reason: 'Reason', minutes: 'Minutes', reentryMinutes: 'Extra minutes (0: until the current deadline)',
    messageTitle: 'Message to {{name}}', messageAllTitle: 'Message to every candidate of {{name}}', extraTimeTitle: 'Extra time for {{name}}',
    forceSubmitTitle: 'Force submit the attempt of {{name}}', allowReentryTitle: 'Allow {{name}} back in',
    forceSubmitConfirm: 'Submit {{name}}’s attempt now? The candidate cannot answer any more.',
    forceSubmitHint: 'The answers saved so far are submitted and scored. The reason is kept in the activity log.',
  },
  done: {
    message: 'Message sent', extraTime: 'Extra time given', forceSubmit: 'Attempt submitted', allowReentry: 'Re-entry allowed',
  },
  log: {
    title: 'Activity log · {{name}}', at: 'Time', actor: 'By', action: 'Action', candidate: 'Candidate', reason: 'Reason', detail: 'Detail',
    empty: 'Nothing recorded yet.', everyone: 'Everyone',
  },
  logActions: {
    publish: 'Published', withdraw: 'Withdrawn', extend: 'Window extended', extraTime: 'Extra time', message: 'Message',
    forceSubmit: 'Forced submission', reentry: 'Re-entry allowed',
  },
};
