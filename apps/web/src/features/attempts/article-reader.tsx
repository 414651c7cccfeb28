import { ARTICLE_TYPE_LABELS, displayLabel, type Lang, VIDEO_FLAG_LABELS } from '@kaoshi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/plain/alert';
import { Button } from '../../components/plain/button';
import { Card } from '../../components/plain/card';
import { Skeleton } from '../../components/plain/spinner';
import { Tag } from '../../components/plain/tag';
import { RichTextView } from '../../components/rich-text-view';
import { fetchMyArticle, finishArticle, openArticle } from './learning-api';

/** A date as the learning page shows it, in the reader's language. */
export const articleDate = (at: number, lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(at);

/** How close to the bottom (px) counts as having scrolled to the end. */
const END_SLACK = 48;

/**
 * One article for the candidate. Opening it records an open (a POST: reading the article itself
 * changes nothing); it counts as finished when the reader scrolls to its end or presses the button.
 * A short article that fits the screen is never "scrolled": the button is how it gets finished.
 */
export function ArticleReader({ articleId, onBack }: { articleId: number; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const client = useQueryClient();
  const article = useQuery({ queryKey: ['learning', 'article', articleId], queryFn: () => fetchMyArticle(articleId), retry: false });
  const refreshList = () => client.invalidateQueries({ queryKey: ['learning', 'mine'] });
  const opened = useMutation({ mutationFn: () => openArticle(articleId), onSuccess: refreshList });
  const finished = useMutation({ mutationFn: () => finishArticle(articleId), onSuccess: refreshList });
  const finishedAt = finished.data?.finishedAt ?? opened.data?.finishedAt ?? article.data?.finishedAt ?? null;
  const loaded = article.isSuccess;

  // Record the open once the article is there (not for an id the candidate may not read).
  const { mutate: recordOpen } = opened;
  useEffect(() => {
    if (loaded) recordOpen();
  }, [loaded, recordOpen]);

  // Scrolling to the end finishes it, once.
  const asked = useRef(false);
  const { mutate: recordFinish } = finished;
  useEffect(() => {
    if (!loaded || finishedAt !== null) return;
    const onScroll = () => {
      const root = document.documentElement;
      if (asked.current || window.scrollY <= 0 || window.innerHeight + window.scrollY < root.scrollHeight - END_SLACK) return;
      asked.current = true;
      recordFinish();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [loaded, finishedAt, recordFinish]);

  const back = <Button onClick={onBack}>{t('article.backToList')}</Button>;
  if (article.isPending) return <Skeleton rows={8} label={t('common.loading')} />;
  if (article.isError) return <Alert type="error" title={t('common.loadFailed')} description={article.error.message} action={back} />;
  const data = article.data;
  return (
    <Card className="kx-article" data-testid="article-reader">
      <div className="kx-article-bar">{back}</div>
      <h2 className="kx-article-title">{data.title}</h2>
      <p className="kx-learning-tags">
        <Tag color="blue">{displayLabel(ARTICLE_TYPE_LABELS, data.type, lang)}</Tag>
        {data.hasVideo === 1 && <Tag color="purple">{displayLabel(VIDEO_FLAG_LABELS, 1, lang)}</Tag>}
        <span className="kx-muted">{t('article.publishedOn', { date: articleDate(data.publishedAt, lang) })}</span>
      </p>
      {data.coverImage && <img className="kx-article-cover" src={data.coverImage} alt="" />}
      <RichTextView html={data.content} />
      <footer className="kx-article-end">
        {finished.isError && <Alert type="error" title={t('article.finishFailed')} />}
        {finishedAt !== null ? (
          <p className="kx-article-done" data-testid="article-finished" role="status">
            {t('article.finishedAt', { date: articleDate(finishedAt, lang) })}
          </p>
        ) : (
          <Button variant="primary" loading={finished.isPending} onClick={() => finished.mutate()} data-testid="finish-article">
            {t('article.markFinished')}
          </Button>
        )}
      </footer>
    </Card>
  );
}
