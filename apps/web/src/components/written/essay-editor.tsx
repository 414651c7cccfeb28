import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitiseHtml } from '../../editor/sanitise';
import '../../editor/editor.css';

export interface EssayEditorProps {
  value: string;
  label: string;
  disabled?: boolean;
  onChange: (html: string) => void;
  onBlur: () => void;
}

/**
 * The essay's editor in its restricted mode: paragraphs, bold, italic, underline and lists only
 * (a subset of the safe rich text; no pictures, links, tables or uploads on the exam page). It is
 * its own lazily loaded part, so a paper without essays never downloads an editor.
 */
export default function EssayEditor({ value, label, disabled, onChange, onBlur }: EssayEditorProps) {
  const { t } = useTranslation();
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        code: false,
        horizontalRule: false,
        blockquote: false,
        link: false,
        strike: false,
      }),
    ],
    content: sanitiseHtml(value),
    editable: !disabled,
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : sanitiseHtml(current.getHTML())),
    onBlur: () => onBlurRef.current(),
    editorProps: {
      attributes: { class: 'kx-content kx-essay-area', 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' },
    },
  });
  const marks = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
    }),
  });

  useEffect(() => editor?.setEditable(!disabled), [editor, disabled]);
  // Another device's answer (or the restored outbox) replaces the text while the candidate is elsewhere.
  useEffect(() => {
    if (!editor || editor.isDestroyed || editor.isFocused) return;
    const current = editor.isEmpty ? '' : sanitiseHtml(editor.getHTML());
    if (current !== sanitiseHtml(value)) editor.commands.setContent(sanitiseHtml(value), { emitUpdate: false });
  }, [editor, value]);

  const tools = [
    { key: 'bold', text: 'B', run: () => editor?.chain().focus().toggleBold().run() },
    { key: 'italic', text: 'I', run: () => editor?.chain().focus().toggleItalic().run() },
    { key: 'underline', text: 'U', run: () => editor?.chain().focus().toggleUnderline().run() },
    { key: 'bulletList', text: '•', run: () => editor?.chain().focus().toggleBulletList().run() },
    { key: 'orderedList', text: '1.', run: () => editor?.chain().focus().toggleOrderedList().run() },
  ] as const;
  return (
    <div className={`kx-essay${disabled ? ' disabled' : ''}`}>
      <div className="kx-essay-tools" role="toolbar" aria-label={t('examWritten.essayTools')}>
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className={`kx-essay-tool kx-essay-tool-${tool.key}`}
            aria-label={t(`examWritten.${tool.key}`)}
            aria-pressed={marks?.[tool.key] ?? false}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={tool.run}
          >
            {tool.text}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
