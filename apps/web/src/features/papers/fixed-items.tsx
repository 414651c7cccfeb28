import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FixedSection } from './fixed-section';
import { addQuestions, type DraftItem, sections } from './paper-model';
import { QuestionPicker } from './question-picker';

interface FixedItemsProps {
  items: DraftItem[];
  onChange: (items: DraftItem[]) => void;
  courseId: number | undefined;
  readOnly: boolean;
}

/** A fixed paper's questions: one section per type, in the order candidates meet them. */
export function FixedItems({ items, onChange, courseId, readOnly }: FixedItemsProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const groups = sections(items);
  return (
    <section className="paper-part" aria-label={t('paper.questions')}>
      <div className="paper-part-head">
        <Typography.Title level={5}>{t('paper.questions')}</Typography.Title>
        {!readOnly && (
          <Tooltip title={courseId === undefined ? t('paper.chooseCourseFirst') : undefined}>
            <Button type="primary" ghost icon={<PlusOutlined />} disabled={courseId === undefined} onClick={() => setPicking(true)}>
              {t('paper.addQuestions')}
            </Button>
          </Tooltip>
        )}
      </div>
      {groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('paper.noQuestions')} />
      ) : (
        groups.map((section) => <FixedSection key={section.type} section={section} items={items} onChange={onChange} readOnly={readOnly} />)
      )}
      {picking && courseId !== undefined && (
        <QuestionPicker
          courseId={courseId}
          excludeIds={items.map((item) => item.questionId)}
          onAdd={(questions) => onChange(addQuestions(items, questions))}
          onClose={() => setPicking(false)}
        />
      )}
    </section>
  );
}
