import { QUESTION_TYPES, type QuestionRecord, type QuestionType } from '@kaoshi/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanFilters } from '../../lib/list-query';
import { listBankQuestions } from './api';
import { DifficultyText, useDifficultyOptions } from './difficulty';
import { KnowledgeSelect } from '../../components/course-pickers';

interface QuestionPickerProps {
  courseId: number;
  /** Already on the paper: the bank leaves them out. */
  excludeIds: number[];
  onAdd: (questions: QuestionRecord[]) => void;
  onClose: () => void;
}

interface PickerFilters {
  knowledgeId?: number;
  type?: QuestionType;
  difficulty?: number;
  keyword: string;
}

/**
 * The course's questions in use, to tick across pages and add at once. Mounted while open, so
 * every opening starts with nothing ticked.
 */
export function QuestionPicker({ courseId, excludeIds, onAdd, onClose }: QuestionPickerProps) {
  const { t } = useTranslation();
  const difficultyOptions = useDifficultyOptions();
  const [filters, setFilters] = useState<PickerFilters>({ keyword: '' });
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [chosen, setChosen] = useState<Map<number, QuestionRecord>>(new Map());
  const params = { ...cleanFilters({ ...filters }), courseId, excludeIds: excludeIds.join(',') || undefined, page, limit };
  const questions = useQuery({
    queryKey: ['questions', 'picker', params],
    queryFn: () => listBankQuestions(params),
    placeholderData: keepPreviousData,
  });

  const filterBy = (patch: Partial<PickerFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  const columns: ColumnsType<QuestionRecord> = [
    {
      title: t('paper.stem'),
      dataIndex: 'stemText',
      render: (stem: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: stem }} className="paper-stem">
          {stem}
        </Typography.Paragraph>
      ),
    },
    { title: t('paper.type'), dataIndex: 'type', width: 120, render: (type: QuestionType) => <Tag>{t(`question.types.${type}`)}</Tag> },
    { title: t('paper.difficulty'), dataIndex: 'difficulty', width: 100, render: (level: number) => <DifficultyText level={level} /> },
    { title: t('paper.knowledge'), dataIndex: 'knowledgeName', width: 150, render: (name: string | null) => name ?? '—' },
    { title: t('paper.defaultScore'), dataIndex: 'score', width: 90, align: 'right' },
  ];

  const add = () => {
    onAdd([...chosen.values()]);
    onClose();
  };

  return (
    <Modal
      open
      title={t('paper.pickerTitle')}
      onCancel={onClose}
      maskClosable={false}
      width="min(1000px, 96vw)"
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" disabled={chosen.size === 0} onClick={add}>
            {t('paper.addSelected', { count: chosen.size })}
          </Button>
        </Space>
      }
    >
      <Space wrap className="filter-bar">
        <KnowledgeSelect
          courseId={courseId}
          value={filters.knowledgeId}
          onChange={(knowledgeId) => filterBy({ knowledgeId: knowledgeId ?? undefined })}
          placeholder={t('paper.knowledge')}
          ariaLabel={t('paper.knowledge')}
        />
        <Select
          allowClear
          aria-label={t('paper.type')}
          placeholder={t('paper.type')}
          value={filters.type}
          onChange={(type?: QuestionType) => filterBy({ type })}
          options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`question.types.${type}`) }))}
          style={{ minWidth: 140 }}
        />
        <Select
          allowClear
          aria-label={t('paper.difficulty')}
          placeholder={t('paper.difficulty')}
          value={filters.difficulty}
          onChange={(difficulty?: number) => filterBy({ difficulty })}
          options={difficultyOptions}
          style={{ minWidth: 130 }}
        />
        <Input.Search
          aria-label={t('paper.keyword')}
          placeholder={t('paper.keyword')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => filterBy({ keyword: value.trim() })}
          allowClear
          style={{ width: 220 }}
        />
      </Space>
      {questions.isError && (
        <Alert
          type="error"
          showIcon
          message={t('common.loadFailed')}
          action={<Button onClick={() => questions.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <Table<QuestionRecord>
        rowKey="questionId"
        size="small"
        columns={columns}
        dataSource={questions.data?.list ?? []}
        loading={questions.isFetching}
        rowSelection={{
          selectedRowKeys: [...chosen.keys()],
          preserveSelectedRowKeys: true,
          // Rows ticked on other pages are not in `rows`: keep the records already held for them.
          onChange: (keys, rows) =>
            setChosen(
              (held) => new Map(keys.map((key) => [Number(key), rows.find((row) => row?.questionId === key) ?? held.get(Number(key))!])),
            ),
        }}
        pagination={{
          current: page,
          pageSize: limit,
          total: questions.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (count) => t('common.total', { count }),
          onChange: (next, size) => (setPage(size !== limit ? 1 : next), setLimit(size)),
        }}
        locale={{ emptyText: <Empty description={t('paper.noBankQuestions')} /> }}
        scroll={{ x: 'max-content', y: 'calc(100vh - 420px)' }}
      />
    </Modal>
  );
}
