import type { Catalogue } from './catalogue.js';

/** Certificates: issuing, revoking, the counting exams of a job type, public verification. */
export const CERTIFICATES_MESSAGES = {
  certificateResultsNotFinal: {
    en: 'The results of "{name}" are not final: the exam has not closed, or {count} attempt(s) are still being written or marked. Issue certificates once every attempt is marked.',
    zh: '“{name}”的成绩尚未最终确定：考试尚未结束，或仍有 {count} 份答卷在作答或阅卷中。请在全部阅卷完成后再发放证书。',
    es: 'Los resultados de «{name}» no son definitivos: el examen no ha cerrado o {count} intento(s) siguen en curso o sin corregir. Emita los certificados cuando todo esté corregido.',
    ja: '「{name}」の成績はまだ確定していません：試験が終了していないか、{count} 件の答案が受験中または採点中です。すべて採点されてから証書を発行してください。',
  },
  certificateNotPassed: {
    en: '{name} has not passed every exam the job type requires ({missing}). No certificate was issued.',
    zh: '{name} 尚未通过该工种要求的全部考试（{missing}）。未发放任何证书。',
    es: '{name} no ha aprobado todos los exámenes que exige la ocupación ({missing}). No se emitió ningún certificado.',
    ja: '{name} はこの職種に必要な試験をすべて合格していません（{missing}）。証書は発行されませんでした。',
  },
  certificatePracticalNotPassed: {
    en: '{name} has not passed the practical assessment of this job type within the last {months} months. No certificate was issued.',
    zh: '{name} 近 {months} 个月内未通过该工种的实操考核。未发放任何证书。',
    es: '{name} no ha aprobado la evaluación práctica de esta ocupación en los últimos {months} meses. No se emitió ningún certificado.',
    ja: '{name} は直近 {months} か月以内にこの職種の実技評価に合格していません。証書は発行されませんでした。',
  },
  certificateNotACandidate: {
    en: 'Candidate {id} did not pass "{name}". No certificate was issued.',
    zh: '考生 {id} 未通过“{name}”。未发放任何证书。',
    es: 'El candidato {id} no aprobó «{name}». No se emitió ningún certificado.',
    ja: '受験者 {id} は「{name}」に合格していません。証書は発行されませんでした。',
  },
  certificateAlreadyIssued: {
    en: '{name} already holds certificate {number} for this job type. Nothing was issued; revoke it first to issue a new one.',
    zh: '{name} 已持有该工种的证书 {number}。未发放；如需重新发放，请先撤销原证书。',
    es: '{name} ya tiene el certificado {number} de esta ocupación. No se emitió nada; revóquelo antes de emitir otro.',
    ja: '{name} はこの職種の証書 {number} をすでに持っています。発行していません。再発行するには先に取り消してください。',
  },
  certificateRevokedForFraud: {
    en: "{name}'s certificate {number} for this job type was revoked for fraud: no new one may be issued. Nothing was issued.",
    zh: '{name} 该工种的证书 {number} 因舞弊被撤销，不能再次发放。未发放任何证书。',
    es: 'El certificado {number} de {name} para esta ocupación se revocó por fraude: no puede emitirse otro. No se emitió nada.',
    ja: '{name} のこの職種の証書 {number} は不正により取り消されたため、再発行できません。何も発行していません。',
  },
  certificateNotFound: {
    en: 'Certificate {id} does not exist.',
    zh: '证书 {id} 不存在。',
    es: 'El certificado {id} no existe.',
    ja: '証書 {id} は存在しません。',
  },
  certificateAlreadyRevoked: {
    en: 'Certificate {number} was already revoked.',
    zh: '证书 {number} 已被撤销。',
    es: 'El certificado {number} ya fue revocado.',
    ja: '証書 {number} はすでに取り消されています。',
  },
  certificateRequirementOtherSubject: {
    en: 'The exam "{name}" is not an exam of the job type "{subject}" (or is a re-exam, which counts through its original).',
    zh: '考试“{name}”不是工种“{subject}”的考试（或为补考，补考随其原考试计算）。',
    es: 'El examen «{name}» no es de la ocupación «{subject}» (o es una recuperación, que cuenta a través de su examen original).',
    ja: '試験「{name}」は職種「{subject}」の試験ではありません（追試の場合は元の試験として数えます）。',
  },
  certificateNumberMalformed: {
    en: 'This is not a certificate number. A number looks like WELD-2026-000042-7KQ2MX9RH: the job type code, the year, six digits and nine letters or digits.',
    zh: '这不是证书编号。证书编号形如 WELD-2026-000042-7KQ2MX9RH：工种代码、年份、六位数字和九位字母或数字。',
    es: 'Esto no es un número de certificado. Un número tiene la forma WELD-2026-000042-7KQ2MX9RH: código de ocupación, año, seis cifras y nueve letras o cifras.',
    ja: '証書番号の形式ではありません。番号は WELD-2026-000042-7KQ2MX9RH のように、職種コード、年、6 桁の数字、9 文字の英数字です。',
  },
  certificateNumberCheckFailed: {
    en: 'The certificate number does not check out: a character is probably mistyped. Compare it with the certificate.',
    zh: '证书编号校验未通过：可能有字符输入错误。请与证书核对。',
    es: 'El número de certificado no es coherente: probablemente hay un carácter mal escrito. Compárelo con el certificado.',
    ja: '証書番号の検査文字が一致しません。入力ミスの可能性があります。証書と照らし合わせてください。',
  },
  certificateVerifyNeedsName: {
    en: "Enter the holder's name as printed on the certificate.",
    zh: '请输入证书上印的持证人姓名。',
    es: 'Escriba el nombre del titular tal como figura en el certificado.',
    ja: '証書に記載された所持者の氏名を入力してください。',
  },
  tooManyVerifications: {
    en: 'Too many verifications from your address. Try again in {seconds} seconds.',
    zh: '您的地址查询过于频繁，请 {seconds} 秒后再试。',
    es: 'Demasiadas verificaciones desde su dirección. Inténtelo de nuevo dentro de {seconds} segundos.',
    ja: 'このアドレスからの照会が多すぎます。{seconds} 秒後にもう一度お試しください。',
  },
  /** The issuing centre's name until a centre sets its own (written in the demo language). */
  defaultCentreName: {
    en: 'Vocational Skills Assessment Centre',
    zh: '职业技能等级认定中心',
    es: 'Centro de Evaluación de Competencias Profesionales',
    ja: '職業技能評価センター',
  },
  certificateLevel1: { en: 'Level 1 · Senior technician', zh: '一级 · 高级技师', es: 'Nivel 1 · Técnico superior', ja: '1級 · 上級技師' },
  certificateLevel2: { en: 'Level 2 · Technician', zh: '二级 · 技师', es: 'Nivel 2 · Técnico', ja: '2級 · 技師' },
  certificateLevel3: { en: 'Level 3 · Senior worker', zh: '三级 · 高级工', es: 'Nivel 3 · Oficial de primera', ja: '3級 · 上級技能者' },
  certificateLevel4: { en: 'Level 4 · Intermediate worker', zh: '四级 · 中级工', es: 'Nivel 4 · Oficial', ja: '4級 · 中級技能者' },
  certificateLevel5: { en: 'Level 5 · Entry worker', zh: '五级 · 初级工', es: 'Nivel 5 · Iniciación', ja: '5級 · 初級技能者' },
} satisfies Catalogue;
