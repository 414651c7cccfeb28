import {
  ARTICLE_TYPE_LABELS,
  ARTICLE_TYPES,
  displayLabel,
  type Lang,
  type MyArticleSummary,
  TOP_FLAG_LABELS,
  VIDEO_FLAG_LABELS,
} from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/plain/alert';
import { Button } from '../../components/plain/button';
import { Card } from '../../components/plain/card';
import { Segmented } from '../../components/plain/segmented';
import { Skeleton } from '../../components/plain/spinner';
import { Tag } from '../../components/plain/tag';
import { ArticleReader, articleDate } from './article-reader';
import { CandidateHeader } from '../../components/candidate-header';
import { subjectLabel } from '../../lib/level-name';
import { fetchMyArticles } from './learning-api';
import './attempts.css';
import './learning.css';

const PAGE = 20;

/**
 * /kaoshi-learning (and /kaoshi-index without an exam): the candidate's learning articles, pinned
 * first then the newest, for everyone or for their own job type. The open article is in the
 * address (?articleId=), so the browser's back button returns to the list.
 */
export default function LearningPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const articleId = Number(params.get('articleId'));
  const reading = Number.isInteger(articleId) && articleId > 0;
  const [type, setType] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const filters = {
    page: 1,
    limit,
    type: type === '' ? undefined : Number(type),
    subjectId: subjectId === '' ? undefined : Number(subjectId),
  };
  const list = useQuery({
    queryKey: ['learning', 'mine', filters],
    queryFn: () => fetchMyArticles(filters),
    enabled: !reading,
    placeholderData: (previous) => previous,
  });
  const open = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('articleId');
      else next.set('articleId', String(id));
      return next;
    });

  const body = () => {
    if (reading) return <ArticleReader articleId={articleId} onBack={() => open(null)} />;
    if (list.isPending) return <Skeleton rows={6} label={t('common.loading')} />;
    if (list.isError)
      return (
        <Alert
          type="error"
          title={t('common.loadFailed')}
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
        />
      );
    const { list: articles, total, mySubjects } = list.data;
    return (
      <>
        <div className="kx-learning-filters">
          <Segmented
            label={t('article.typeFilter')}
            value={type}
            onChange={setType}
            options={[
              { value: '', label: t('article.allTypes') },
              ...ARTICLE_TYPES.map((code) => ({
                value: String(code),
                label: displayLabel(ARTICLE_TYPE_LABELS, code, i18n.language as Lang),
              })),
            ]}
          />
          {mySubjects.length > 0 && (
            <Segmented
              label={t('article.subjectFilter')}
              value={subjectId}
              onChange={setSubjectId}
              options={[
                { value: '', label: t('article.allSubjects') },
                ...mySubjects.map((subject) => ({ value: String(subject.subjectId), label: subjectLabel(t, subject) })),
              ]}
            />
          )}
        </div>
        {articles.length === 0 ? (
          <Card>
            <p className="kx-muted" data-testid="no-articles">
              {t('article.empty')}
            </p>
          </Card>
        ) : (
          <ul className="kx-learning-list" data-testid="article-list">
            {articles.map((article) => (
              <ArticleItem key={article.articleId} article={article} onOpen={() => open(article.articleId)} />
            ))}
          </ul>
        )}
        {articles.length < total && (
          <div className="kx-learning-more">
            <Button loading={list.isFetching} onClick={() => setLimit(limit + PAGE)}>
              {t('article.more')}
            </Button>
          </div>
        )}
      </>
    );
  };

  return (
    <div className="kx-candidate-page kx-plain">
      <CandidateHeader />
      <main className="kx-candidate-main">
        <div className="kx-certificates-bar">
          <h1 className="kx-h1">{t('article.learningTitle')}</h1>
          <span className="spacer" />
          <Button onClick={() => navigate('/kaoshi')}>{t('article.backToExams')}</Button>
        </div>
        {!reading && <p className="kx-muted kx-learning-intro">{t('article.learningIntro')}</p>}
        {body()}
      </main>
    </div>
  );
}

/** One entry: cover, title, its flags (shared labels) and the candidate's own progress. */
function ArticleItem({ article, onOpen }: { article: MyArticleSummary; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const progress = article.finishedAt !== null ? 'finished' : article.openedAt !== null ? 'opened' : 'notOpened';
  return (
    <li className={`kx-learning-item${article.pinned ? ' is-pinned' : ''}`} data-testid="article-item">
      <button type="button" className="kx-learning-open" onClick={onOpen}>
        {article.coverImage ? (
          <img className="kx-learning-cover" src={article.coverImage} alt="" loading="lazy" />
        ) : (
          <span className="kx-learning-cover kx-learning-no-cover" aria-hidden="true" />
        )}
        <span className="kx-learning-text">
          <strong className="kx-learning-title">{article.title}</strong>
          <span className="kx-learning-tags">
            {article.pinned === 1 && <Tag color="gold">{displayLabel(TOP_FLAG_LABELS, 1, lang)}</Tag>}
            <Tag color="blue">{displayLabel(ARTICLE_TYPE_LABELS, article.type, lang)}</Tag>
            {article.hasVideo === 1 && <Tag color="purple">{displayLabel(VIDEO_FLAG_LABELS, 1, lang)}</Tag>}
            <Tag color={progress === 'finished' ? 'green' : progress === 'opened' ? 'processing' : 'default'}>
              {t(`article.${progress}`)}
            </Tag>
          </span>
          <span className="kx-muted kx-learning-date">{t('article.publishedOn', { date: articleDate(article.publishedAt, lang) })}</span>
        </span>
      </button>
    </li>
  );
}
