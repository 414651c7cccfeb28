import type { Catalogue } from './catalogue.js';

/** Taking an exam: starting, saving answers, submitting. */
export const ATTEMPTS_MESSAGES = {
  examNotFound: {
    en: 'Exam {id} does not exist or is not open to you.',
    zh: '考试 {id} 不存在或未向您开放。',
    es: 'El examen {id} no existe o no está abierto para usted.',
    ja: '試験 {id} は存在しないか、あなたには公開されていません。',
  },
  examNotOpenYet: {
    en: 'This exam has not opened yet: it can be started once its window begins.',
    zh: '考试尚未开始：请在考试时间开始后进入。',
    es: 'El examen aún no ha abierto: podrá empezarlo cuando comience su horario.',
    ja: 'この試験はまだ始まっていません。試験時間が始まってから開始できます。',
  },
  examWindowClosed: {
    en: 'This exam has closed: no new attempt can be started.',
    zh: '考试已结束：不能再开始新的作答。',
    es: 'El examen ha cerrado: no se puede empezar un nuevo intento.',
    ja: 'この試験は終了しました。新しい受験は開始できません。',
  },
  examMadeUpAlready: {
    en: 'You have sat the supplementary exam for this exam, so the original can no longer be taken.',
    zh: '你已参加过该考试的补考，不能再参加原考试。',
    es: 'Ya se ha presentado a la recuperación de este examen, así que ya no puede hacer el original.',
    ja: 'この試験の追試を受験済みのため、元の試験は受験できません。',
  },
  examNoAttemptsLeft: {
    en: 'You have used all {allowed} attempt(s) allowed for this exam.',
    zh: '您已用完本考试允许的 {allowed} 次作答机会。',
    es: 'Ha usado los {allowed} intento(s) permitidos para este examen.',
    ja: 'この試験で認められた {allowed} 回の受験をすべて使いました。',
  },
  attemptNotFound: {
    en: 'Exam attempt {id} does not exist.',
    zh: '考试记录 {id} 不存在。',
    es: 'El intento de examen {id} no existe.',
    ja: '受験記録 {id} は存在しません。',
  },
  paperContentNotFound: {
    en: 'This exam paper does not exist or is not one you sit.',
    zh: '该试卷不存在或不是您参加的考试的试卷。',
    es: 'Este examen no existe o no es uno que usted presente.',
    ja: 'この試験問題は存在しないか、あなたが受験する試験のものではありません。',
  },
  noticeNotReadYet: {
    en: 'Please read the exam notice first: it asks for {minimum} s of reading from when you open it. You can start in {seconds} s.',
    zh: '请先阅读考试须知：须知要求自打开起至少阅读 {minimum} 秒。您可以在 {seconds} 秒后开始。',
    es: 'Lea primero las instrucciones del examen: piden {minimum} s de lectura desde que las abre. Podrá empezar en {seconds} s.',
    ja: 'まず試験の注意事項をお読みください。開いてから {minimum} 秒以上の閲読が必要です。{seconds} 秒後に開始できます。',
  },
  integrityTooMany: {
    en: 'Too many exam-page events of this kind in a short time; this one was not recorded. Try again in {seconds} s.',
    zh: '短时间内此类考试页面事件过多，此事件未记录。请在 {seconds} 秒后重试。',
    es: 'Demasiados eventos de este tipo en la página del examen en poco tiempo; este no se registró. Inténtelo de nuevo en {seconds} s.',
    ja: '短時間にこの種類の試験ページのイベントが多すぎるため、このイベントは記録されませんでした。{seconds} 秒後に再試行してください。',
  },
  attemptClosed: {
    en: 'The exam has ended or was submitted: this answer was not saved.',
    zh: '考试已结束或已交卷：此答案未保存。',
    es: 'El examen ha terminado o ya se entregó: esta respuesta no se guardó.',
    ja: '試験は終了したか提出済みです。この解答は保存されていません。',
  },
  answerQuestionNotOnPaper: {
    en: 'Question {questionId} is not on this exam paper: the answer was not saved.',
    zh: '试题 {questionId} 不在本试卷中：答案未保存。',
    es: 'La pregunta {questionId} no está en este examen: la respuesta no se guardó.',
    ja: '問題 {questionId} はこの試験にありません。解答は保存されていません。',
  },
  answerOneChoiceOnly: {
    en: 'Question {questionId} takes one answer only: the answer was not saved.',
    zh: '试题 {questionId} 只能选择一个答案：答案未保存。',
    es: 'La pregunta {questionId} admite una sola respuesta: la respuesta no se guardó.',
    ja: '問題 {questionId} は 1 つだけ選べます。解答は保存されていません。',
  },
  answerOptionNotOnQuestion: {
    en: 'Question {questionId} has no option {key}: the answer was not saved.',
    zh: '试题 {questionId} 没有选项 {key}：答案未保存。',
    es: 'La pregunta {questionId} no tiene la opción {key}: la respuesta no se guardó.',
    ja: '問題 {questionId} に選択肢 {key} はありません。解答は保存されていません。',
  },
  answerTextOnlyForTasks: {
    en: 'Question {questionId} is answered by choosing options, not with text: the answer was not saved.',
    zh: '试题 {questionId} 需选择选项作答，不能填写文字：答案未保存。',
    es: 'La pregunta {questionId} se responde eligiendo opciones, no con texto: la respuesta no se guardó.',
    ja: '問題 {questionId} は選択肢で解答します（文章は入力できません）。解答は保存されていません。',
  },
  answerBlanksInvalid: {
    en: 'Question {questionId} has {count} blank(s): send one text of at most 200 characters per blank. The answer was not saved.',
    zh: '试题 {questionId} 有 {count} 个空：每空填写不超过 200 个字符的文字。答案未保存。',
    es: 'La pregunta {questionId} tiene {count} espacio(s): envíe un texto de 200 caracteres como máximo por espacio. La respuesta no se guardó.',
    ja: '問題 {questionId} には {count} 個の空欄があります。空欄ごとに 200 文字以内で入力してください。解答は保存されていません。',
  },
  answerTextTooLong: {
    en: 'The answer to question {questionId} is longer than {max} characters: it was not saved.',
    zh: '试题 {questionId} 的答案超过 {max} 个字符，未保存。',
    es: 'La respuesta a la pregunta {questionId} supera los {max} caracteres: no se guardó.',
    ja: '問題 {questionId} の解答が {max} 文字を超えているため、保存されていません。',
  },
  answerCompositeNoAnswer: {
    en: 'Question {questionId} is the material of a case question: answer its sub-questions instead. Nothing was saved.',
    zh: '试题 {questionId} 是材料题的材料：请回答其下的小题。未保存任何内容。',
    es: 'La pregunta {questionId} es el material de una pregunta de caso: responda sus subpreguntas. No se guardó nada.',
    ja: '問題 {questionId} は総合問題の資料です。その小問に解答してください。何も保存されていません。',
  },
  answerTaskTakesText: {
    en: 'Question {questionId} is a practical task: answer it with text, not options. The answer was not saved.',
    zh: '试题 {questionId} 是实操任务：请填写文字，不能选择选项。答案未保存。',
    es: 'La pregunta {questionId} es una tarea práctica: respóndala con texto, no con opciones. La respuesta no se guardó.',
    ja: '問題 {questionId} は実技課題です。選択肢ではなく文章で解答してください。解答は保存されていません。',
  },
} satisfies Catalogue;
