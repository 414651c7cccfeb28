import { AUDIT_FAILURE_ACTIONS, type AuditAction } from '@kaoshi/contracts';
import type { TFunction } from 'i18next';

/** "User: changed" from `user.update`: the area, then what happened (a code without a verb is its area alone). */
export function actionLabel(t: TFunction, action: string): string {
  const [area = action, verb] = action.split('.');
  const areaText = t(`audit.areas.${area}`, { defaultValue: area });
  return verb ? t('audit.actionText', { area: areaText, verb: t(`audit.verbs.${verb}`, { defaultValue: verb }) }) : areaText;
}

/** The tag colour: refusals stand out, deletions warn, the rest are plain. */
export function actionColour(action: AuditAction): string | undefined {
  if (AUDIT_FAILURE_ACTIONS.includes(action)) return 'red';
  if (action.endsWith('.delete') || action === 'proctor.forceSubmit') return 'orange';
  return undefined;
}
