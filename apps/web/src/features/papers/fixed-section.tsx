import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DifficultyText } from './difficulty';
import { type DraftItem, moveWithinSection, removeItem, type Section, setItemScore, setSectionScore } from './paper-model';
import { ScoreInput, toHalfPoint } from './score-input';

interface FixedSectionProps {
  section: Section;
  /** All items of the paper: changes are made to the whole list. */
  items: DraftItem[];
  onChange: (items: DraftItem[]) => void;
  readOnly: boolean;
}

/** One type's questions on a fixed paper, with its count and subtotal. */
export function FixedSection({ section, items, onChange, readOnly }: FixedSectionProps) {
  const { t } = useTranslation();
  const typeName = t(`question.types.${section.type}`);
  const [sectionScore, setSectionScoreInput] = useState<number | null>(null);

  const columns: ColumnsType<DraftItem> = [
    { title: '#', key: 'number', width: 48, render: (_, _item, index) => index + 1 },
    {
      title: t('paper.stem'),
      dataIndex: 'stemText',
      render: (stem: string, item) => (
        <Space size={4} wrap>
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: stem }} className="paper-stem">
            {stem}
          </Typography.Paragraph>
          {item.retired === 1 && <Tag color="red">{t('paper.retired')}</Tag>}
        </Space>
      ),
    },
    { title: t('paper.difficulty'), dataIndex: 'difficulty', width: 110, render: (level: number) => <DifficultyText level={level} /> },
    { title: t('paper.knowledge'), dataIndex: 'knowledgeName', width: 160, render: (name: string | null) => name ?? '—' },
    {
      title: t('paper.score'),
      dataIndex: 'score',
      width: 110,
      render: (score: number, item, index) => (
        <ScoreInput
          aria-label={`${t('paper.score')} ${typeName} ${index + 1}`}
          value={score}
          disabled={readOnly}
          onChange={(value) => value !== null && onChange(setItemScore(items, item.questionId, toHalfPoint(value)))}
          style={{ width: 90 }}
        />
      ),
    },
  ];
  if (!readOnly) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 120,
      render: (_, item, index) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('paper.moveUp')}
            title={t('paper.moveUp')}
            disabled={index === 0}
            onClick={() => onChange(moveWithinSection(items, item.questionId, 'up'))}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('paper.moveDown')}
            title={t('paper.moveDown')}
            disabled={index === section.items.length - 1}
            onClick={() => onChange(moveWithinSection(items, item.questionId, 'down'))}
          />
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('paper.remove')}
            title={t('paper.remove')}
            onClick={() => onChange(removeItem(items, item.questionId))}
          />
        </Space>
      ),
    });
  }

  return (
    <Card
      size="small"
      className="paper-section"
      title={
        <Space wrap size={8}>
          <span>{typeName}</span>
          <Typography.Text type="secondary">
            {t('paper.sectionSummary', { count: section.items.length, score: section.subtotal })}
          </Typography.Text>
        </Space>
      }
      extra={
        !readOnly && (
          <Space.Compact size="small">
            <ScoreInput
              aria-label={`${t('paper.setSectionScore')} ${typeName}`}
              placeholder={t('paper.setSectionScore')}
              value={sectionScore}
              onChange={setSectionScoreInput}
              style={{ width: 130 }}
            />
            <Button
              disabled={sectionScore === null}
              onClick={() => sectionScore !== null && onChange(setSectionScore(items, section.type, toHalfPoint(sectionScore)))}
            >
              {t('paper.apply')}
            </Button>
          </Space.Compact>
        )
      }
    >
      <Table<DraftItem>
        rowKey="questionId"
        columns={columns}
        dataSource={section.items}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
