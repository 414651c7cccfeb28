import type { AuditTargetType } from '@kaoshi/contracts';
import type { TFunction } from 'i18next';
import { levelName } from '../../lib/level-name';
import { fieldText } from './field-value';

/** A display code's label key, or undefined when the value is not one of its codes. */
type Coding = (value: unknown) => string | undefined;

const code =
  (prefix: string): Coding =>
  (value) =>
    typeof value === 'number' ? `${prefix}.${value}` : undefined;
const yesNo: Coding = (value) => (value === 1 || value === true ? 'common.yes' : value === 0 || value === false ? 'common.no' : undefined);
const pair =
  (zero: string, one: string): Coding =>
  (value) =>
    value === 0 ? zero : value === 1 ? one : undefined;

/** Fields that hold the same codes in every record. */
const CODED_FIELDS: Record<string, Coding> = {
  locked: yesNo,
  enabled: yesNo,
  retired: yesNo,
  hasVideo: yesNo,
  remoteLogin: yesNo,
  shuffleQuestions: yesNo,
  shuffleOptions: yesNo,
  fullscreenRequired: yesNo,
  blockCopyPaste: yesNo,
  gender: (value) => (value === 'M' ? 'student.genderM' : value === 'F' ? 'student.genderF' : undefined),
  materialType: code('course.materialTypes'),
};

/** Fields whose codes depend on the record (an attempt's status, a question's or a permission's type): the display codes of packages/contracts (attempt-status.ts, question-types.ts). */
const CODED_BY_RECORD: Partial<Record<AuditTargetType, Record<string, Coding>>> = {
  attempt: {
    status: code('marking.status'),
    // An attempt never marked has no grading state yet: it reads "not graded".
    gradingState: (value) => `marking.grading.${typeof value === 'number' ? value : 0}`,
    passed: code('marking.passed'),
  },
  question: { type: code('question.types') },
  permission: {
    type: pair('permission.typeMenu', 'permission.typeButton'),
    linkType: pair('permission.linkNormal', 'permission.linkExternal'),
  },
};

/** A recorded field's name as people call it; a field not in the list keeps its recorded name. */
export const fieldLabel = (t: TFunction, name: string) => t(`audit.fields.${name}`, { defaultValue: name });

/** A recorded value as the screens show it: codes by their labels, levels by their names, the rest as fieldText writes it. */
export function valueLabel(t: TFunction, targetType: AuditTargetType | null, name: string, value: unknown): string {
  if (name === 'level' && typeof value === 'number') return levelName(t, value);
  const coding = (targetType ? CODED_BY_RECORD[targetType]?.[name] : undefined) ?? CODED_FIELDS[name];
  const key = coding?.(value);
  return key ? t(key, { defaultValue: fieldText(name, value) }) : fieldText(name, value);
}
