import type { Catalogue } from './catalogue.js';

/** The live channel and proctor actions. */
export const LIVE_MESSAGES = {
  livePublicationNotFound: {
    en: 'This exam publication does not exist.',
    zh: '该考试发布不存在。',
    es: 'Esta publicación de examen no existe.',
    ja: 'この試験の公開は存在しません。',
  },
  liveAttemptNotFound: {
    en: 'This exam attempt does not exist (or belongs to another publication).',
    zh: '该答卷不存在（或属于其他考试发布）。',
    es: 'Este intento de examen no existe (o pertenece a otra publicación).',
    ja: 'この受験記録は存在しません（または別の公開に属しています）。',
  },
  liveMalformedFrame: {
    en: 'The message could not be read and was ignored.',
    zh: '无法识别该消息，已忽略。',
    es: 'No se pudo leer el mensaje y se ha ignorado.',
    ja: 'メッセージを読み取れなかったため無視しました。',
  },
  liveOtherAttempt: {
    en: 'This connection already follows another exam attempt; reconnect to follow this one.',
    zh: '此连接已在跟踪另一份答卷，请重新连接后再跟踪此答卷。',
    es: 'Esta conexión ya sigue otro intento de examen; vuelva a conectarse para seguir este.',
    ja: 'この接続は別の受験記録を追跡しています。この受験記録を追跡するには再接続してください。',
  },
  liveTooManyFrames: {
    en: 'Too many messages in a short time; this one was ignored.',
    zh: '短时间内消息过多，此消息已忽略。',
    es: 'Demasiados mensajes en poco tiempo; este se ha ignorado.',
    ja: '短時間にメッセージが多すぎるため、このメッセージは無視されました。',
  },
  liveAttemptAlreadyFinished: {
    en: 'This attempt has already been submitted or has expired.',
    zh: '该答卷已提交或已过期。',
    es: 'Este intento ya se ha entregado o ha caducado.',
    ja: 'この受験記録はすでに提出済みか期限切れです。',
  },
  liveReentryNotFinished: {
    en: 'Re-entry is only for a submitted or expired attempt; this one is still open.',
    zh: '只有已提交或已过期的答卷才能允许重新进入，该答卷仍在进行中。',
    es: 'El reingreso solo es posible para un intento entregado o caducado; este sigue abierto.',
    ja: '再入室は提出済みまたは期限切れの受験記録のみ可能です。この受験記録はまだ進行中です。',
  },
  liveReentryNoTimeLeft: {
    en: "The attempt's time is over. Give at least {minutes} extra minutes to let the candidate back in.",
    zh: '该答卷的考试时间已结束。请至少给予 {minutes} 分钟的额外时间，考生才能重新进入。',
    es: 'El tiempo del intento ha terminado. Conceda al menos {minutes} minutos adicionales para que el candidato pueda volver a entrar.',
    ja: 'この受験記録の時間は終了しています。再入室させるには少なくとも {minutes} 分の延長を与えてください。',
  },
} satisfies Catalogue;
