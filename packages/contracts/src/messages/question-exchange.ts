import type { Catalogue } from './catalogue.js';

/** Question banks in and out: the Moodle XML import and export (docs/REQUIREMENTS.md §7). */
export const QUESTION_EXCHANGE_MESSAGES = {
  moodleNotXml: {
    en: 'Not a well-formed Moodle XML file ({reason}).',
    zh: '不是格式正确的 Moodle XML 文件（{reason}）。',
    es: 'No es un archivo Moodle XML bien formado ({reason}).',
    ja: '整形式の Moodle XML ファイルではありません（{reason}）。',
  },
  moodleNotQuiz: {
    en: 'Not a Moodle XML question file: its root element must be <quiz>.',
    zh: '不是 Moodle XML 题库文件：根元素必须是 <quiz>。',
    es: 'No es un archivo de preguntas Moodle XML: su elemento raíz debe ser <quiz>.',
    ja: 'Moodle XML の問題ファイルではありません。ルート要素は <quiz> である必要があります。',
  },
  moodleNoQuestions: {
    en: 'The file holds no questions.',
    zh: '文件中没有试题。',
    es: 'El archivo no contiene preguntas.',
    ja: 'ファイルに問題がありません。',
  },
  moodleTooManyQuestions: {
    en: 'At most {max} questions can be imported at once.',
    zh: '一次最多导入 {max} 道试题。',
    es: 'Se pueden importar como máximo {max} preguntas a la vez.',
    ja: '一度にインポートできるのは最大 {max} 問です。',
  },
  moodleTypeUnsupported: {
    en: 'Moodle questions of type "{type}" cannot be imported (supported: multichoice, truefalse, shortanswer, numerical, essay, cloze).',
    zh: '无法导入类型为“{type}”的 Moodle 试题（支持：multichoice、truefalse、shortanswer、numerical、essay、cloze）。',
    es: 'No se pueden importar preguntas Moodle de tipo "{type}" (admitidas: multichoice, truefalse, shortanswer, numerical, essay, cloze).',
    ja: '種類「{type}」の Moodle 問題はインポートできません（対応：multichoice、truefalse、shortanswer、numerical、essay、cloze）。',
  },
  moodleScoreInvalid: {
    en: 'The default mark "{value}" is not a score from 0.5 to 1000 in steps of 0.5.',
    zh: '默认分数“{value}”不是 0.5 到 1000 之间、以 0.5 为单位的分值。',
    es: 'La puntuación por defecto "{value}" no es una puntuación de 0,5 a 1000 en pasos de 0,5.',
    ja: '既定の評点「{value}」は 0.5～1000 の 0.5 刻みの配点ではありません。',
  },
  moodleWildcard: {
    en: 'An accepted answer uses the wildcard "*", which a blank cannot hold.',
    zh: '某个正确答案使用了通配符“*”，填空题不支持通配符。',
    es: 'Una respuesta aceptada usa el comodín "*", que un hueco no admite.',
    ja: '正答にワイルドカード「*」が使われていますが、空欄では使えません。',
  },
  moodleNumericInvalid: {
    en: 'The numerical question has no correct answer (fraction 100) that is a number.',
    zh: '数值题没有数值形式的正确答案（得分比例 100）。',
    es: 'La pregunta numérica no tiene una respuesta correcta (fracción 100) que sea un número.',
    ja: '数値問題に、数値である正答（割合 100）がありません。',
  },
  moodleNoAccepted: {
    en: 'The short-answer question has no answer worth full marks (fraction 100).',
    zh: '简短回答题没有满分（得分比例 100）的答案。',
    es: 'La pregunta de respuesta corta no tiene ninguna respuesta con la puntuación completa (fracción 100).',
    ja: '短答問題に満点（割合 100）の答えがありません。',
  },
  moodleClozeNoAnswer: {
    en: 'Embedded question ({number}) has no answer worth full marks.',
    zh: '嵌入的第（{number}）小题没有满分答案。',
    es: 'La pregunta incrustada ({number}) no tiene ninguna respuesta con la puntuación completa.',
    ja: '埋め込み問題（{number}）に満点の答えがありません。',
  },
  moodleClozeKindUnsupported: {
    en: 'Embedded question ({number}) is of kind {kind}, which cannot be imported (supported: SHORTANSWER, NUMERICAL, MULTICHOICE, MULTIRESPONSE).',
    zh: '嵌入的第（{number}）小题类型为 {kind}，无法导入（支持：SHORTANSWER、NUMERICAL、MULTICHOICE、MULTIRESPONSE）。',
    es: 'La pregunta incrustada ({number}) es de tipo {kind}, que no se puede importar (admitidos: SHORTANSWER, NUMERICAL, MULTICHOICE, MULTIRESPONSE).',
    ja: '埋め込み問題（{number}）の種類 {kind} はインポートできません（対応：SHORTANSWER、NUMERICAL、MULTICHOICE、MULTIRESPONSE）。',
  },
  moodleClozeEmpty: {
    en: 'The cloze question has no embedded questions.',
    zh: '完形（cloze）试题中没有嵌入的小题。',
    es: 'La pregunta cloze no tiene preguntas incrustadas.',
    ja: 'クローズ問題に埋め込み問題がありません。',
  },
  moodleClozeTooMany: {
    en: 'The cloze question has more than {max} embedded questions; a case question holds at most {max}.',
    zh: '完形（cloze）试题的嵌入小题超过 {max} 道；材料题最多包含 {max} 道小题。',
    es: 'La pregunta cloze tiene más de {max} preguntas incrustadas; una pregunta de caso admite como máximo {max}.',
    ja: 'クローズ問題の埋め込み問題が {max} 問を超えています。事例問題は最大 {max} 問です。',
  },
  moodleFileNotImage: {
    en: 'The embedded file "{name}" is not a PNG, JPEG, GIF or WebP image within the size limit.',
    zh: '嵌入的文件“{name}”不是大小限制内的 PNG、JPEG、GIF 或 WebP 图片。',
    es: 'El archivo incrustado "{name}" no es una imagen PNG, JPEG, GIF o WebP dentro del límite de tamaño.',
    ja: '埋め込みファイル「{name}」はサイズ上限内の PNG・JPEG・GIF・WebP 画像ではありません。',
  },
  moodleFileMissing: {
    en: 'The question shows the file "{name}", but the file does not contain it.',
    zh: '试题引用了文件“{name}”，但文件中没有包含它。',
    es: 'La pregunta muestra el archivo "{name}", pero el archivo no lo contiene.',
    ja: '問題がファイル「{name}」を表示していますが、ファイルに含まれていません。',
  },
  statementTrue: {
    en: 'True',
    zh: '正确',
    es: 'Verdadero',
    ja: '正しい',
  },
  statementFalse: {
    en: 'False',
    zh: '错误',
    es: 'Falso',
    ja: '誤り',
  },
} satisfies Catalogue;
