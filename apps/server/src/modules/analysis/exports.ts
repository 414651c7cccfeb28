import type {
  FailedCandidate,
  ItemAnalysisRow,
  Lang,
  MasteryRow,
  PassStatisticsRow,
  RankingRow,
  SupplementaryRow,
} from '@kaoshi/contracts';
import { translate } from '@kaoshi/contracts';
import { type ExcelColumn, yesNo } from '../../lib/excel.js';

/** The analysis tables as spreadsheets: the same rows the screens show, rates as percentages. */
const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 10000) / 100);
const round = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);
// Pass flag 0 means yes: yesNo takes 1 for "Yes".
const passedCell = (lang: Lang, passed: number | null) => (passed === null ? null : yesNo(lang, passed === 0 ? 1 : 0));

export const RANKING_COLUMNS: ExcelColumn<RankingRow & { publicationName: string }>[] = [
  { header: 'colPublication', value: (row) => row.publicationName, width: 26 },
  { header: 'colClass', value: (row) => row.className },
  { header: 'colRank', value: (row) => row.rank, width: 8 },
  { header: 'colCandidateNumber', value: (row) => row.username, format: 'text' },
  { header: 'colStudentName', value: (row) => row.name },
  { header: 'colScore', value: (row) => row.score, width: 10 },
  { header: 'colTimeUsedMinutes', value: (row) => Math.round(row.timeUsedMs / 6000) / 10, width: 12 },
  { header: 'colPassed', value: (row, lang) => passedCell(lang, row.passed), width: 10 },
];

export const PASS_COLUMNS: ExcelColumn<PassStatisticsRow>[] = [
  { header: 'colPublication', value: (row) => row.publicationName, width: 26 },
  { header: 'colClass', value: (row) => row.className },
  { header: 'colEnrolled', value: (row) => row.enrolled, width: 10 },
  { header: 'colSat', value: (row) => row.sat, width: 10 },
  { header: 'colAbsent', value: (row) => row.absent, width: 10 },
  { header: 'colYetToSit', value: (row) => row.yetToSit, width: 10 },
  { header: 'colPassedCount', value: (row) => row.passed, width: 10 },
  { header: 'colFailedCount', value: (row) => row.failed, width: 10 },
  { header: 'colPassRateSitters', value: (row) => percent(row.passRates.sitters), width: 14 },
  { header: 'colPassRateRegistered', value: (row) => percent(row.passRates.registered), width: 14 },
  { header: 'colPassRateFirstAttempt', value: (row) => percent(row.passRates.firstAttempt), width: 14 },
];

export const FAILED_COLUMNS: ExcelColumn<FailedCandidate>[] = [
  { header: 'colPublication', value: (row) => row.publicationName, width: 26 },
  { header: 'colClass', value: (row) => row.className },
  { header: 'colCandidateNumber', value: (row) => row.username, format: 'text' },
  { header: 'colStudentName', value: (row) => row.name },
  { header: 'colScore', value: (row) => row.score, width: 10 },
];

export const SUPPLEMENTARY_COLUMNS: ExcelColumn<SupplementaryRow>[] = [
  { header: 'colPublication', value: (row) => row.publicationName, width: 26 },
  { header: 'colParentPublication', value: (row) => row.parentPublicationName, width: 26 },
  { header: 'colEligible', value: (row) => row.eligible, width: 10 },
  { header: 'colSat', value: (row) => row.sat, width: 10 },
  { header: 'colPassedCount', value: (row) => row.passed, width: 10 },
  { header: 'colRegistered', value: (row) => row.registered, width: 10 },
  { header: 'colFirstPassRate', value: (row) => percent(row.firstPassRate), width: 16 },
  { header: 'colFinalPassRate', value: (row) => percent(row.finalPassRate), width: 16 },
];

const flagText = (lang: Lang, row: ItemAnalysisRow) =>
  [row.tooEasy && 'itemTooEasy', row.tooHard && 'itemTooHard', row.negativeDiscrimination && 'itemNegative']
    .filter((key): key is 'itemTooEasy' | 'itemTooHard' | 'itemNegative' => typeof key === 'string')
    .map((key) => translate(lang, key))
    .join(', ');

export const ITEM_COLUMNS: ExcelColumn<ItemAnalysisRow>[] = [
  { header: 'colQuestionNumber', value: (row) => `Q${row.number}`, width: 8 },
  { header: 'colQuestionId', value: (row) => row.questionId, width: 10 },
  { header: 'colStem', value: (row) => row.stemText, width: 40 },
  { header: 'colScore', value: (row) => row.maxScore, width: 8 },
  { header: 'colFacility', value: (row) => round(row.facility), width: 10 },
  { header: 'colDiscrimination', value: (row) => round(row.discrimination), width: 12 },
  { header: 'colPointBiserial', value: (row) => round(row.pointBiserial), width: 12 },
  {
    header: 'colOptionCounts',
    value: (row) =>
      Object.entries(row.optionCounts)
        .map(([key, n]) => `${key}:${n}`)
        .join(' '),
    width: 20,
  },
  { header: 'colFlags', value: (row, lang) => flagText(lang, row), width: 24 },
];

export const MASTERY_COLUMNS: ExcelColumn<MasteryRow>[] = [
  { header: 'colClass', value: (row) => row.className },
  { header: 'colKnowledge', value: (row) => row.knowledgeName, width: 26 },
  { header: 'colEarned', value: (row) => row.earned, width: 12 },
  { header: 'colAvailable', value: (row) => row.available, width: 12 },
  { header: 'colMastery', value: (row) => percent(row.mastery), width: 12 },
];
