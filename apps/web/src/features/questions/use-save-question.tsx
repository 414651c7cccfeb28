import type { DuplicateStemData } from '@kaoshi/contracts';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type QuestionInput, saveQuestion } from './api';
import { forgetDrafts } from './drafts';

type Duplicates = DuplicateStemData['duplicates'];

/** Thrown when the author chose not to save a duplicate: the dialog stays open with their work. */
class SaveDeclined extends Error {}

/**
 * Saving a question: a stem the course already has is not refused outright; the author sees
 * the questions that have it and may save anyway (the same call with allowDuplicate).
 */
export function useSaveQuestion() {
  const { t } = useTranslation();
  const { modal } = App.useApp();

  const confirmDuplicates = (duplicates: Duplicates) =>
    modal.confirm({
      title: t('question.duplicateTitle'),
      width: 520,
      content: (
        <div data-testid="duplicate-stems">
          <Typography.Paragraph>{t('question.duplicateText')}</Typography.Paragraph>
          <ul className="question-duplicates">
            {duplicates.map((duplicate) => (
              <li key={duplicate.questionId}>
                <Typography.Text strong>#{duplicate.questionId}</Typography.Text>{' '}
                <Typography.Text ellipsis={{ tooltip: duplicate.stemText }}>{duplicate.stemText}</Typography.Text>
              </li>
            ))}
          </ul>
          <Typography.Paragraph>{t('question.duplicateQuestion')}</Typography.Paragraph>
        </div>
      ),
      okText: t('question.saveAnyway'),
      cancelText: t('common.cancel'),
    });

  const save = async (input: QuestionInput & { questionId?: number }) => {
    let outcome = await saveQuestion(input);
    if ('duplicates' in outcome) {
      if (!(await confirmDuplicates(outcome.duplicates))) throw new SaveDeclined();
      outcome = await saveQuestion({ ...input, allowDuplicate: true });
      if ('duplicates' in outcome) throw new SaveDeclined();
    }
    forgetDrafts(input.questionId);
    return outcome.saved;
  };

  return { add: save, update: save };
}
