import type { PaperRecord } from '@kaoshi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Grid, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyPaper, getPaper } from './api';
import { PaperEditor } from './paper-editor';
import type { PreviewTarget } from './paper-preview';

/** Which paper the editor shows: `paperId` null is a new paper. */
export interface EditorTarget {
  paperId: number | null;
}

interface PaperEditorDrawerProps {
  target: EditorTarget | null;
  /** Opens another paper in the editor (a new paper once saved, a copy of a locked one). */
  onOpen: (target: EditorTarget) => void;
  onPreview: (target: PreviewTarget) => void;
  onClose: () => void;
}

/**
 * The editor's frame: a drawer (the whole width under 992 px) that loads the paper and asks
 * before unsaved changes are dropped. The editor inside remounts whenever the saved paper
 * changes (its `updatedAt`), so after a save it starts again from what the server holds.
 */
export function PaperEditorDrawer({ target, onOpen, onPreview, onClose }: PaperEditorDrawerProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const screens = Grid.useBreakpoint();
  const [dirty, setDirty] = useState(false);
  const paperId = target?.paperId ?? null;
  const detail = useQuery({
    queryKey: ['papers', 'detail', paperId],
    queryFn: () => getPaper(paperId!),
    enabled: paperId !== null,
    // Drafts live in the editor; a background refetch must not look like a new version.
    refetchOnWindowFocus: false,
  });

  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: t('paper.discardTitle'),
      content: t('paper.discardBody'),
      okText: t('paper.discard'),
      okButtonProps: { danger: true },
      onOk: () => {
        setDirty(false);
        onClose();
      },
    });
  };

  const saved = async (record: PaperRecord) => {
    setDirty(false);
    await queryClient.invalidateQueries({ queryKey: ['papers'] });
    if (paperId === null) onOpen({ paperId: record.paperId });
  };

  const copyToEdit = async () => {
    if (paperId === null) return;
    try {
      const copy = await copyPaper(paperId);
      message.success(t('paper.copied', { name: copy.name }));
      await queryClient.invalidateQueries({ queryKey: ['papers'] });
      onOpen({ paperId: copy.paperId });
    } catch {
      // The client has shown the reason.
    }
  };

  const loaded = paperId === null || detail.data?.paperId === paperId;
  const title = paperId === null ? t('paper.newTitle') : detail.data ? t('paper.editTitle', { name: detail.data.name }) : t('paper.title');
  return (
    <Drawer
      open={target !== null}
      title={title}
      onClose={close}
      width={screens.lg ? 'min(1200px, 92vw)' : '100%'}
      maskClosable={false}
      destroyOnHidden
      className="paper-editor-drawer"
    >
      {detail.isError && paperId !== null ? (
        <Alert
          type="error"
          showIcon
          message={t('common.loadFailed')}
          action={<Button onClick={() => detail.refetch()}>{t('common.retry')}</Button>}
        />
      ) : !loaded ? (
        <Spin className="paper-editor-loading" />
      ) : (
        <PaperEditor
          key={detail.data ? `${detail.data.paperId}:${detail.data.updatedAt}` : 'new'}
          detail={paperId === null ? null : detail.data!}
          onSaved={saved}
          onDirtyChange={setDirty}
          onPreview={onPreview}
          onCopyToEdit={copyToEdit}
        />
      )}
    </Drawer>
  );
}
