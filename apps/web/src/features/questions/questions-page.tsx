import { EyeOutlined, ImportOutlined } from '@ant-design/icons';
import type { QuestionRecord } from '@kaoshi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud-page';
import type { Filters } from '../../lib/list-query';
import { questionsApi, retireQuestions } from './api';
import { ImportDialog } from './import-dialog';
import { QtiExportButton } from './qti-export-button';
import { QUESTION_FILTERS, QuestionFilterBar, type QuestionFilters } from './question-filters';
import { useQuestionColumns } from './question-columns';
import { QuestionFormFields } from './question-form';
import { QuestionPreview } from './question-preview';
import { newQuestionValues, type QuestionFormValues, toFormValues, toInput } from './question-values';
import { useSaveQuestion } from './use-save-question';
import './questions.css';

/** /baseData/index (EXAM-QUESTION): the question bank of each course: author, preview, retire, import, export. */
export default function QuestionsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const saving = useSaveQuestion();
  const columns = useQuestionColumns();
  const [previewing, setPreviewing] = useState<QuestionRecord | null>(null);
  const [importing, setImporting] = useState(false);
  // The course picked in the filter: new questions and imports go there unless the author says otherwise.
  const [workingCourse, setWorkingCourse] = useState<number>();
  const [listedWith, setListedWith] = useState<Filters>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['questions'] });

  const api = {
    ...questionsApi,
    // The QTI export takes the filters the list was last fetched with, as the Excel export does.
    list: (params: Filters) => {
      const { page: _page, limit: _limit, ...filters } = params;
      setListedWith(filters);
      return questionsApi.list(params);
    },
    add: (values: QuestionFormValues) => saving.add(toInput(values)),
    update: (values: QuestionFormValues & { questionId?: number }) => saving.update({ ...toInput(values), questionId: values.questionId }),
  };
  const newValues = useMemo(() => newQuestionValues(workingCourse), [workingCourse]);

  const retire = async (ids: number[], retired: 0 | 1, clear?: () => void) => {
    await retireQuestions(ids, retired);
    message.success(t(retired ? 'question.retiredDone' : 'question.restoredDone', { count: ids.length }));
    clear?.();
    await refresh();
  };

  return (
    <>
      <CrudPage<QuestionRecord, QuestionFormValues, QuestionFilters>
        title={t('question.title')}
        resource="questions"
        rowKey="questionId"
        rowName={(row) => `#${row.questionId} ${row.stemText.slice(0, 40)}`}
        api={api}
        initialFilters={QUESTION_FILTERS}
        newValues={newValues}
        toFormValues={toFormValues}
        formWidth={1000}
        toolbar={
          <>
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
              {t('question.import')}
            </Button>
            <QtiExportButton filters={listedWith} />
          </>
        }
        renderFilters={(filters, setFilter, search) => (
          <QuestionFilterBar
            filters={filters}
            setFilter={(name, value) => {
              setFilter(name, value);
              if (name === 'courseId') setWorkingCourse(value as number | undefined);
            }}
            search={search}
          />
        )}
        columns={columns}
        rowActions={(row) => (
          <>
            <Tooltip title={t('question.preview')}>
              <Button type="link" icon={<EyeOutlined />} aria-label={t('question.preview')} onClick={() => setPreviewing(row)} />
            </Tooltip>
            <Button type="link" onClick={() => retire([row.questionId], row.retired ? 0 : 1).catch(() => {})}>
              {row.retired ? t('question.restore') : t('question.retire')}
            </Button>
          </>
        )}
        selectionActions={(ids, clear) => (
          <>
            <Button size="small" onClick={() => retire(ids, 1, clear).catch(() => {})}>
              {t('question.retireSelected')}
            </Button>
            <Button size="small" onClick={() => retire(ids, 0, clear).catch(() => {})}>
              {t('question.restoreSelected')}
            </Button>
          </>
        )}
        renderForm={(editing) => <QuestionFormFields key={editing?.questionId ?? 'new'} questionId={editing?.questionId} />}
      />
      <QuestionPreview question={previewing} onClose={() => setPreviewing(null)} />
      {importing && <ImportDialog courseId={workingCourse} onClose={() => setImporting(false)} onImported={refresh} />}
    </>
  );
}
