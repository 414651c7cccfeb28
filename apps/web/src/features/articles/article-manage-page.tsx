import {
  ARTICLE_TYPE_LABELS,
  ARTICLE_TYPES,
  type ArticleRecord,
  articleFields,
  displayLabel,
  type Lang,
  TOP_FLAG_LABELS,
  VIDEO_FLAG_LABELS,
} from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select, Switch, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud-page';
import { TextFilters } from '../../components/record-fields';
import { RichTextEditor } from '../../editor/rich-text-editor';
import { zodRule } from '../../lib/zod-rule';
import { subjectLabel } from '../../lib/level-name';
import { type ArticleInput, articlesApi, subjectOptions } from './api';

const s = articleFields.shape;
const FILTERS = {
  title: '',
  type: undefined as number | undefined,
  published: undefined as number | undefined,
  pinned: undefined as number | undefined,
  hasVideo: undefined as number | undefined,
  subjectId: undefined as number | undefined,
};
// A switch edits a 0/1 flag: the form keeps the number the contracts expect.
const flagSwitch = { getValueProps: (value: number) => ({ checked: value === 1 }), normalize: (checked: boolean) => (checked ? 1 : 0) };

/** /articleManage (LEARNING-ARTICLE): the learning articles candidates read between exams, with how many opened and finished each. */
export default function ArticleManagePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const subjects = useQuery({ queryKey: ['subjects', 'options', 'all'], queryFn: subjectOptions });
  const subjectChoices = (subjects.data ?? []).map((subject) => ({ value: subject.subjectId, label: subjectLabel(t, subject) }));
  const typeChoices = ARTICLE_TYPES.map((type) => ({ value: type, label: displayLabel(ARTICLE_TYPE_LABELS, type, lang) }));
  const flagChoices = (labels: typeof TOP_FLAG_LABELS) => [1, 0].map((flag) => ({ value: flag, label: displayLabel(labels, flag, lang) }));
  return (
    <CrudPage<ArticleRecord, ArticleInput, typeof FILTERS>
      title={t('route.articleManage')}
      resource="articles"
      rowKey="articleId"
      rowName={(row) => row.title}
      api={articlesApi}
      initialFilters={FILTERS}
      newValues={{ content: '', coverImage: '', type: 0, subjectIds: [], pinned: 0, published: 1 }}
      toFormValues={(row) => ({ ...row, subjectIds: row.subjects.map((subject) => subject.subjectId) })}
      formWidth={900}
      renderFilters={(filters, setFilter, search) => (
        <>
          <TextFilters fields={[['title', 'article.titleField']]} filters={filters} setFilter={setFilter} search={search} />
          <Select
            allowClear
            placeholder={t('article.type')}
            aria-label={t('article.type')}
            value={filters.type}
            onChange={(v?: number) => setFilter('type', v)}
            options={typeChoices}
            style={{ width: 140 }}
          />
          <Select
            allowClear
            placeholder={t('article.status')}
            aria-label={t('article.status')}
            value={filters.published}
            onChange={(v?: number) => setFilter('published', v)}
            options={[
              { value: 1, label: t('article.published') },
              { value: 0, label: t('article.draft') },
            ]}
            style={{ width: 120 }}
          />
          <Select
            allowClear
            placeholder={t('article.pinned')}
            aria-label={t('article.pinned')}
            value={filters.pinned}
            onChange={(v?: number) => setFilter('pinned', v)}
            options={flagChoices(TOP_FLAG_LABELS)}
            style={{ width: 120 }}
          />
          <Select
            allowClear
            placeholder={t('article.video')}
            aria-label={t('article.video')}
            value={filters.hasVideo}
            onChange={(v?: number) => setFilter('hasVideo', v)}
            options={flagChoices(VIDEO_FLAG_LABELS)}
            style={{ width: 120 }}
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('article.subjects')}
            aria-label={t('article.subjects')}
            value={filters.subjectId}
            onChange={(v?: number) => setFilter('subjectId', v)}
            options={subjectChoices}
            loading={subjects.isFetching}
            style={{ width: 180 }}
          />
        </>
      )}
      columns={[
        {
          title: t('article.titleField'),
          dataIndex: 'title',
          sorter: true,
          ellipsis: true,
          render: (title: string, row) => (
            <>
              {row.pinned === 1 && <Tag color="gold">{displayLabel(TOP_FLAG_LABELS, 1, lang)}</Tag>}
              {title}
            </>
          ),
        },
        {
          title: t('article.type'),
          dataIndex: 'type',
          sorter: true,
          width: 120,
          render: (type: number) => displayLabel(ARTICLE_TYPE_LABELS, type, lang),
        },
        {
          title: t('article.status'),
          dataIndex: 'published',
          sorter: true,
          width: 100,
          render: (published: number) => (published ? <Tag color="green">{t('article.published')}</Tag> : <Tag>{t('article.draft')}</Tag>),
        },
        {
          title: t('article.video'),
          dataIndex: 'hasVideo',
          sorter: true,
          width: 110,
          render: (flag: number) => <Tag color={flag ? 'purple' : 'default'}>{displayLabel(VIDEO_FLAG_LABELS, flag, lang)}</Tag>,
        },
        {
          title: t('article.subjects'),
          dataIndex: 'subjects',
          ellipsis: true,
          render: (list: ArticleRecord['subjects']) =>
            list.length === 0 ? (
              <span className="ant-typography-secondary">{t('article.allSubjects')}</span>
            ) : (
              list.map((subject) => subjectLabel(t, subject)).join(', ')
            ),
        },
        { title: t('article.openedCount'), dataIndex: 'openedCount', sorter: true, width: 100 },
        { title: t('article.finishedCount'), dataIndex: 'finishedCount', sorter: true, width: 100 },
        {
          title: t('article.updatedAt'),
          dataIndex: 'updatedAt',
          sorter: true,
          width: 150,
          render: (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm'),
        },
      ]}
      renderForm={(editing) => (
        <>
          <Form.Item name="title" label={t('article.titleField')} rules={[zodRule(s.title, true)]}>
            <Input maxLength={200} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={8}>
              <Form.Item name="type" label={t('article.type')} rules={[zodRule(s.type, true)]}>
                <Select options={typeChoices} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8}>
              <Form.Item name="pinned" label={t('article.pinned')} {...flagSwitch}>
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8}>
              <Form.Item name="published" label={t('article.published')} {...flagSwitch}>
                <Switch />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="subjectIds" label={t('article.subjects')} extra={t('article.subjectsHint')} rules={[zodRule(s.subjectIds)]}>
            <Select
              mode="multiple"
              allowClear
              showSearch
              optionFilterProp="label"
              options={subjectChoices}
              loading={subjects.isFetching}
              placeholder={t('article.allSubjects')}
            />
          </Form.Item>
          <Form.Item name="coverImage" label={t('article.coverImage')} extra={t('article.coverImageHint')} rules={[zodRule(s.coverImage)]}>
            <Input maxLength={500} placeholder="https://" />
          </Form.Item>
          <Form.Item name="content" label={t('article.content')} extra={t('article.contentHint')} rules={[zodRule(s.content, true)]}>
            <RichTextEditor id={`article-content-${editing?.articleId ?? 'new'}`} minHeight={280} />
          </Form.Item>
        </>
      )}
    />
  );
}
