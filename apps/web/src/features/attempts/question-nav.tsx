import FlagFilled from '@ant-design/icons-svg/es/asn/FlagFilled';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/plain/icon';
import { Segmented } from '../../components/plain/segmented';
import type { ItemState, QuestionSection } from './question-sections';

export type ExamLayout = 'single' | 'all';

interface QuestionNavProps {
  sections: QuestionSection[];
  /** Each numbered item's state, by its question's id (a composite's gathers its parts'). */
  states: ReadonlyMap<number, ItemState>;
  current: number;
  onJump: (number: number) => void;
  layout: ExamLayout;
  onLayout: (layout: ExamLayout) => void;
}

/** Numbered buttons per type section: answered (filled), marked for review (flag), current (outlined), not yet saved (dot). */
export function QuestionNav({ sections, states, current, onJump, layout, onLayout }: QuestionNavProps) {
  const { t } = useTranslation();
  return (
    <nav className="kx-nav" aria-label={t('exam.page.nav')}>
      <Segmented
        label={t('exam.page.layout')}
        value={layout}
        onChange={onLayout}
        options={[
          { value: 'single', label: t('exam.page.onePerPage') },
          { value: 'all', label: t('exam.page.allOnPage') },
        ]}
      />
      {sections.map((section) => (
        <section key={section.type} className="kx-nav-section">
          <h2 className="kx-nav-title">{t(`question.types.${section.type}`)}</h2>
          <div className="kx-nav-grid">
            {section.items.map(({ question, number }) => {
              const state = states.get(question.questionId);
              const classes = ['kx-nav-item'];
              if (state?.answered) classes.push('answered');
              if (number === current) classes.push('current');
              const unsaved = !!state?.unsaved;
              return (
                <button
                  key={question.questionId}
                  type="button"
                  className={classes.join(' ')}
                  aria-current={number === current ? 'true' : undefined}
                  aria-label={t('question.number', { number })}
                  data-testid={`nav-${number}`}
                  onClick={() => onJump(number)}
                >
                  {number}
                  {state?.flagged && <Icon icon={FlagFilled} className="kx-nav-flag" />}
                  {unsaved && <span className="kx-nav-unsaved" />}
                </button>
              );
            })}
          </div>
        </section>
      ))}
      <ul className="kx-nav-legend">
        <li>
          <span className="kx-nav-item answered" /> {t('exam.page.legendAnswered')}
        </li>
        <li>
          <span className="kx-nav-item">
            <Icon icon={FlagFilled} className="kx-nav-flag" />
          </span>{' '}
          {t('exam.page.legendFlagged')}
        </li>
        <li>
          <span className="kx-nav-item current" /> {t('exam.page.legendCurrent')}
        </li>
      </ul>
    </nav>
  );
}
