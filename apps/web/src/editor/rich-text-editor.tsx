import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { Alert, App, Button, Input, Modal, Space } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR } from './constants';
import './editor.css';
import { editorExtensions } from './extensions';
import { type EditorSection, sectionTree } from './rules/section-tree';
import { countWords, linkBubbleText } from './rules/text-rules';
import { sanitiseHtml } from './sanitise';
import { Toolbar } from './toolbar';
import { ScrawlPad } from './scrawl-pad';
import {
  captureScreen,
  catchRemoteImages,
  checkUpload,
  kindConfig,
  loadEditorConfig,
  remoteImageSources,
  sendScrawl,
  sendUpload,
  splitByKind,
  type UploadKind,
  type UploadParams,
} from './upload';
import { useDraft } from './use-draft';

export interface RichTextEditorProps {
  /** Names the editor on its page (the draft key is built from it). */
  id: string;
  value?: string;
  onChange?: (html: string) => void;
  /** docs/REQUIREMENTS.md §11: 10,000 words unless a use sets another limit. */
  wordLimit?: number;
  placeholder?: string;
  minHeight?: number;
  /** docs/REQUIREMENTS.md §11: extra server parameters, added to the query of this editor's uploads. */
  uploadParams?: UploadParams;
  /** Called with the document's section tree (from its headings) when it is created and whenever it changes. */
  onSections?: (sections: EditorSection[]) => void;
  /** Holds the editor while it is shown, for a form that inserts text at the cursor (a fill-in blank marker). */
  editorRef?: RefObject<Editor | null>;
}

const ACCEPT: Record<UploadKind, string> = { image: 'image/*', video: 'video/*', audio: 'audio/*', file: '' };
let uploadCounter = 0;

/** The one rich-text editor: questions, options, explanations, notices and courses use it. */
export function RichTextEditor({
  id,
  value = '',
  onChange,
  wordLimit = EDITOR.defaultWordLimit,
  placeholder,
  minHeight = 200,
  uploadParams,
  onSections,
  editorRef,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [sourceMode, setSourceMode] = useState(false);
  const [source, setSource] = useState('');
  const [fullscreen, setFullscreen] = useState(false);
  const [linkEditing, setLinkEditing] = useState<string | null>(null);
  const [scrawling, setScrawling] = useState(false);
  const [mediaUrl, setMediaUrl] = useState<{ kind: 'video' | 'audio'; url: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const pendingKind = useRef<UploadKind>('image');
  const lastPick = useRef(0);
  const draft = useDraft(id, value);

  // The editor keeps the callbacks it was created with; this ref always holds the latest one.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const emit = (html: string) => onChangeRef.current?.(sanitiseHtml(html));
  const onSectionsRef = useRef(onSections);
  useEffect(() => {
    onSectionsRef.current = onSections;
  }, [onSections]);
  const lastSections = useRef('');
  const reportSections = (doc: Parameters<typeof sectionTree>[0]) => {
    const sections = sectionTree(doc);
    const seen = JSON.stringify(sections);
    if (seen === lastSections.current) return;
    lastSections.current = seen;
    onSectionsRef.current?.(sections);
  };

  const editor = useEditor({
    extensions: editorExtensions(placeholder ?? t('editor.placeholder')),
    content: sanitiseHtml(value),
    onCreate: ({ editor: current }) => reportSections(current.state.doc),
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      emit(html);
      draft.save(html);
      reportSections(current.state.doc);
    },
    editorProps: {
      attributes: { class: 'kx-content', 'aria-label': t('editor.area'), role: 'textbox', 'aria-multiline': 'true' },
      handlePaste: (_view, event) => uploadFromTransfer(event.clipboardData),
      // Pasted content keeps its images, copied to our server (docs/REQUIREMENTS.md §11).
      transformPastedHTML: (html) => {
        const sources = remoteImageSources(html, window.location.origin);
        if (sources.length > 0) setTimeout(() => void captureRemote(sources), 0);
        return sanitiseHtml(html);
      },
      handleDrop: (_view, event) => uploadFromTransfer((event as DragEvent).dataTransfer),
    },
  });

  useEffect(() => {
    if (!editorRef) return;
    editorRef.current = editor;
    return () => {
      editorRef.current = null;
    };
  }, [editor, editorRef]);

  // A value set from outside (a form reset) replaces the content.
  useEffect(() => {
    if (editor && !editor.isDestroyed && sanitiseHtml(value) !== sanitiseHtml(editor.getHTML()) && !editor.isFocused) {
      editor.commands.setContent(sanitiseHtml(value), { emitUpdate: false });
    }
  }, [editor, value]);

  /** Pasted or dropped files (docs/REQUIREMENTS.md §11): images go in as images, any other file as an attachment, as the toolbar's. */
  function uploadFromTransfer(data: DataTransfer | null | undefined): boolean {
    const files = Array.from(data?.files ?? []);
    if (files.length === 0) return false;
    const { images, attachments } = splitByKind(files);
    void (async () => {
      if (images.length > 0) await uploadFiles('image', images);
      if (attachments.length > 0) await uploadFiles('file', attachments);
    })();
    return true;
  }

  const showUploadError = (text: string) => void message.error({ content: text, duration: EDITOR.uploadErrorMs / 1000 });
  // docs/REQUIREMENTS.md §11: the editor's other messages show for the default 4 s (antd's is 3 s).
  const showError = (text: string) => void message.error({ content: text, duration: EDITOR.messageMs / 1000 });

  /** docs/REQUIREMENTS.md §11: a placeholder image shows while uploading and becomes the final image on SUCCESS. */
  async function uploadFiles(kind: UploadKind, files: File[]) {
    if (!editor) return;
    const config = kindConfig(await loadEditorConfig(), kind);
    for (const file of files.slice(0, EDITOR.maxAttachmentsPerSelection)) {
      const refusal = checkUpload(config, file);
      if (refusal) {
        showUploadError(t(`editor.upload.${refusal}`, { name: file.name }));
        continue;
      }
      const marker = `kx-uploading-${++uploadCounter}`;
      if (kind === 'image')
        editor
          .chain()
          .focus()
          .setImage({ src: URL.createObjectURL(file), alt: marker, title: t('editor.uploading') })
          .run();
      let answer = null;
      try {
        answer = await sendUpload(config!, file, uploadParams);
      } catch {
        answer = null;
      }
      const ok = answer?.state === 'SUCCESS' && answer.url;
      if (kind === 'image')
        replacePlaceholder(
          marker,
          ok ? { src: answer!.url!, alt: answer!.title || file.name, title: answer!.original || file.name } : null,
        );
      if (!ok) {
        showUploadError(answer ? answer.state : t('editor.upload.badResponse'));
        continue;
      }
      if (kind === 'video') editor.chain().focus().insertVideo(answer!.url!).run();
      if (kind === 'audio') editor.chain().focus().insertAudio(answer!.url!).run();
      if (kind === 'file') {
        editor
          .chain()
          .focus()
          .insertContent({
            type: 'paragraph',
            content: [{ type: 'text', text: `📎 ${file.name}`, marks: [{ type: 'link', attrs: { href: answer!.url! } }] }],
          })
          .run();
      }
    }
  }

  async function captureRemote(sources: string[]) {
    const results = await catchRemoteImages(await loadEditorConfig(), sources, uploadParams);
    const copied = new Map(results.filter((r) => r.state === 'SUCCESS' && r.url).map((r) => [r.source, r.url!]));
    if (!editor || copied.size === 0) return;
    const tr = editor.state.tr;
    editor.state.doc.descendants((node, pos) => {
      const url = node.type.name === 'image' ? copied.get(String(node.attrs.src)) : undefined;
      if (url) tr.setNodeMarkup(pos, undefined, { ...node.attrs, src: url });
    });
    if (tr.docChanged) editor.view.dispatch(tr);
  }

  function replacePlaceholder(marker: string, image: { src: string; alt: string; title: string } | null) {
    if (!editor) return;
    editor.state.doc.descendants((node, pos) => {
      if (node.type.name !== 'image' || node.attrs.alt !== marker) return true;
      URL.revokeObjectURL(String(node.attrs.src));
      const tr = image
        ? editor.state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...image })
        : editor.state.tr.delete(pos, pos + node.nodeSize);
      editor.view.dispatch(tr);
      return false;
    });
  }

  const pickFiles = (kind: UploadKind) => {
    // docs/REQUIREMENTS.md §11: the upload button's selection is debounced by 400 ms.
    if (Date.now() - lastPick.current < EDITOR.uploadDebounceMs) return;
    lastPick.current = Date.now();
    pendingKind.current = kind;
    if (fileInput.current) {
      fileInput.current.accept = ACCEPT[kind];
      fileInput.current.multiple = kind !== 'video';
      fileInput.current.click();
    }
  };

  const toggleSource = () => {
    if (!editor) return;
    if (!sourceMode) {
      setSource(editor.getHTML());
      setSourceMode(true);
      return;
    }
    // Back from the source: the HTML is parsed and sanitised again.
    editor.commands.setContent(sanitiseHtml(source), { emitUpdate: true });
    setSourceMode(false);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.altKey && (event.key === 'z' || event.key === 'Z' || event.code === 'KeyZ')) {
      event.preventDefault();
      setFullscreen((on) => !on);
    }
  };

  if (!editor) return null;
  const text = editor.getText();
  const words = countWords(text);
  const characters = editor.storage.characterCount.characters() as number;

  return (
    <div
      className={fullscreen ? 'kx-editor kx-fullscreen' : 'kx-editor'}
      style={{ zIndex: fullscreen ? EDITOR.zIndex : undefined }}
      onKeyDown={onKeyDown}
      data-testid={`editor-${id}`}
    >
      {draft.offered && (
        <Alert
          type="info"
          showIcon
          className="kx-draft"
          message={t('editor.draftFound', { time: new Date(draft.offered.savedAt).toLocaleString() })}
          action={
            <Space>
              <Button
                size="small"
                type="primary"
                onClick={() => {
                  editor.commands.setContent(sanitiseHtml(draft.offered!.html), { emitUpdate: true });
                  draft.accept();
                }}
              >
                {t('editor.restoreDraft')}
              </Button>
              <Button size="small" onClick={draft.dismiss}>
                {t('editor.discardDraft')}
              </Button>
            </Space>
          }
        />
      )}
      <Toolbar
        editor={editor}
        sourceMode={sourceMode}
        fullscreen={fullscreen}
        onToggleSource={toggleSource}
        onToggleFullscreen={() => setFullscreen((on) => !on)}
        onUpload={pickFiles}
        onScrawl={() => setScrawling(true)}
        onMediaUrl={(kind) => setMediaUrl({ kind, url: 'https://' })}
        onScreenCapture={async () => {
          try {
            const shot = await captureScreen();
            if (shot) await uploadFiles('image', [shot]);
            else showUploadError(t('editor.captureUnavailable'));
          } catch (error) {
            // The person declined, or the browser refused: say so, as the screen-capture alert does (docs/REQUIREMENTS.md §11).
            showUploadError(error instanceof Error ? error.message : String(error));
          }
        }}
        onLink={() => setLinkEditing((editor.getAttributes('link').href as string | undefined) ?? 'https://')}
        onClearDocument={() =>
          modal.confirm({
            title: t('editor.clearDocumentConfirm'),
            okButtonProps: { danger: true },
            onOk: () => {
              editor.chain().focus().clearContent(true).run();
            },
          })
        }
      />
      {sourceMode ? (
        <Input.TextArea
          className="kx-source"
          aria-label={t('editor.source')}
          value={source}
          onChange={(e) => setSource(e.target.value)}
          autoSize={{ minRows: 8 }}
          spellCheck={false}
        />
      ) : (
        <EditorContent
          editor={editor}
          className="kx-body"
          style={{ minHeight, padding: `0 ${EDITOR.autoHeightPaddingPx}px ${EDITOR.autoHeightPaddingPx}px` }}
        />
      )}
      <BubbleMenu editor={editor} shouldShow={({ editor: e }) => e.isActive('link')}>
        <div className="kx-link-bubble">
          <a href={editor.getAttributes('link').href as string} target="_blank" rel="noreferrer" data-testid="link-bubble">
            {linkBubbleText(String(editor.getAttributes('link').href ?? ''))}
          </a>
          <Button size="small" type="link" onClick={() => setLinkEditing(String(editor.getAttributes('link').href ?? ''))}>
            {t('common.edit')}
          </Button>
          <Button size="small" type="link" danger onClick={() => editor.chain().focus().unsetLink().run()}>
            {t('editor.unlink')}
          </Button>
        </div>
      </BubbleMenu>
      <div className="kx-footer">
        <span className={words > wordLimit ? 'kx-over' : undefined} data-testid="word-count">
          {t('editor.wordCount', { words, limit: wordLimit, characters })}
        </span>
        {words > wordLimit && (
          <span className="kx-over" role="alert">
            {t('editor.overLimit', { limit: wordLimit })}
          </span>
        )}
        {draft.justSaved && <span className="kx-saved">{t('editor.draftSaved')}</span>}
      </div>
      <input
        ref={fileInput}
        type="file"
        hidden
        // antd's form styles give file inputs display: block, which beats the hidden attribute.
        style={{ display: 'none' }}
        data-testid="editor-file-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > EDITOR.maxAttachmentsPerSelection)
            showUploadError(t('editor.upload.tooMany', { max: EDITOR.maxAttachmentsPerSelection }));
          void uploadFiles(pendingKind.current, files);
        }}
      />
      <ScrawlPad
        open={scrawling}
        onClose={() => setScrawling(false)}
        onInsert={async (png) => {
          const answer = await sendScrawl(await loadEditorConfig(), png, uploadParams).catch(() => null);
          if (answer?.state === 'SUCCESS' && answer.url)
            editor
              .chain()
              .focus()
              .setImage({ src: answer.url, alt: t('editor.scrawl') })
              .run();
          else showUploadError(answer ? answer.state : t('editor.upload.badResponse'));
        }}
      />
      <Modal
        open={mediaUrl !== null}
        title={mediaUrl?.kind === 'audio' ? t('editor.audioUrl') : t('editor.videoUrl')}
        maskClosable={false}
        onCancel={() => setMediaUrl(null)}
        onOk={() => {
          const url = (mediaUrl?.url ?? '').trim();
          if (!/^(https?:\/\/|\/)/i.test(url)) return showError(t('editor.badMediaUrl'));
          if (mediaUrl?.kind === 'audio') editor.chain().focus().insertAudio(url).run();
          else editor.chain().focus().insertVideo(url).run();
          setMediaUrl(null);
        }}
      >
        <Input
          aria-label={t('editor.mediaAddress')}
          value={mediaUrl?.url ?? ''}
          onChange={(e) => setMediaUrl((m) => (m ? { ...m, url: e.target.value } : m))}
          autoFocus
        />
      </Modal>
      <Modal
        open={linkEditing !== null}
        title={t('editor.link')}
        maskClosable={false}
        onCancel={() => setLinkEditing(null)}
        onOk={() => {
          const href = (linkEditing ?? '').trim();
          if (/^(https?:\/\/|mailto:|\/)/i.test(href)) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
          else if (href) return showError(t('editor.badLink'));
          setLinkEditing(null);
        }}
      >
        <Input aria-label={t('editor.linkAddress')} value={linkEditing ?? ''} onChange={(e) => setLinkEditing(e.target.value)} autoFocus />
      </Modal>
    </div>
  );
}
