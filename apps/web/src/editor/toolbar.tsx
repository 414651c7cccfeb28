import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  AudioOutlined,
  BgColorsOutlined,
  BoldOutlined,
  ClearOutlined,
  CodeOutlined,
  DeleteOutlined,
  DesktopOutlined,
  HighlightOutlined,
  DisconnectOutlined,
  FileAddOutlined,
  FontColorsOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  ItalicOutlined,
  LineOutlined,
  LinkOutlined,
  MenuOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { Button, Divider, Dropdown, type MenuProps, Popover, Select, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR, FONT_FAMILIES, LINE_HEIGHTS, PARAGRAPH_SPACINGS } from './constants';
import { canUndoStep } from './extensions/undo-steps';
import { PalettePopover } from './palette';
import type { UploadKind } from './upload';
import { TablePicker } from './table-picker';
import { TableMenu } from './table-menu';

const SPECIAL_CHARACTERS = '©®™§¶†‡•…‰′″‹›«»±×÷≈≠≤≥∞∑√∫∂∆∏πΩαβγδεθλμσφω°℃℉€£¥¢¤←↑→↓↔⇒⇔①②③④⑤⑥⑦⑧⑨⑩ⅠⅡⅢⅣⅤ√✓✗★☆○●□■△▲◇◆'.split('');
const delays = { mouseEnterDelay: EDITOR.submenuShowDelayMs / 1000, mouseLeaveDelay: EDITOR.submenuHideDelayMs / 1000 };

export interface ToolbarProps {
  editor: Editor;
  sourceMode: boolean;
  fullscreen: boolean;
  onToggleSource: () => void;
  onToggleFullscreen: () => void;
  onUpload: (kind: UploadKind) => void;
  onScrawl: () => void;
  onMediaUrl: (kind: 'video' | 'audio') => void;
  onScreenCapture: () => void;
  onLink: () => void;
  onClearDocument: () => void;
}

function Tool({
  label,
  icon,
  onClick,
  active,
  disabled,
  children,
}: {
  label: string;
  icon?: ReactNode;
  onClick?: () => void;
  active?: boolean;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.5}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        ghost={active}
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onClick={onClick}
        onMouseDown={(e) => e.preventDefault()}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

/** The editor's toolbar. In source view only the source and fullscreen commands stay enabled (docs/REQUIREMENTS.md §11). */
export function Toolbar({
  editor,
  sourceMode,
  fullscreen,
  onToggleSource,
  onToggleFullscreen,
  onUpload,
  onScrawl,
  onMediaUrl,
  onScreenCapture,
  onLink,
  onClearDocument,
}: ToolbarProps) {
  const { t } = useTranslation();
  const off = sourceMode;
  const chain = () => editor.chain().focus();
  const heading = ([1, 2, 3, 4, 5, 6] as const).find((level) => editor.isActive('heading', { level }));
  const textStyle = editor.getAttributes('textStyle') as { fontFamily?: string; fontSize?: string };

  const lineHeights: MenuProps['items'] = LINE_HEIGHTS.map((value) => ({
    key: value,
    label: value,
    onClick: () => chain().setLineHeight(value).run(),
  }));
  const spacings: MenuProps['items'] = [
    {
      key: 'top',
      type: 'group',
      label: t('editor.spacingBefore'),
      children: PARAGRAPH_SPACINGS.map((v) => ({
        key: `top-${v}`,
        label: v,
        onClick: () => chain().setParagraphSpacing({ top: v }).run(),
      })),
    },
    {
      key: 'bottom',
      type: 'group',
      label: t('editor.spacingAfter'),
      children: PARAGRAPH_SPACINGS.map((v) => ({
        key: `bottom-${v}`,
        label: v,
        onClick: () => chain().setParagraphSpacing({ bottom: v }).run(),
      })),
    },
  ];
  const media: MenuProps['items'] = [
    { key: 'video', icon: <VideoCameraOutlined />, label: t('editor.video'), onClick: () => onUpload('video') },
    { key: 'videoUrl', icon: <LinkOutlined />, label: t('editor.videoUrl'), onClick: () => onMediaUrl('video') },
    { key: 'audio', icon: <AudioOutlined />, label: t('editor.audio'), onClick: () => onUpload('audio') },
    { key: 'audioUrl', icon: <LinkOutlined />, label: t('editor.audioUrl'), onClick: () => onMediaUrl('audio') },
    { key: 'file', icon: <FileAddOutlined />, label: t('editor.attachment'), onClick: () => onUpload('file') },
    { type: 'divider' },
    { key: 'scrawl', icon: <HighlightOutlined />, label: t('editor.scrawl'), onClick: onScrawl },
    { key: 'screen', icon: <DesktopOutlined />, label: t('editor.screenCapture'), onClick: onScreenCapture },
  ];

  return (
    <div className="kx-toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
      <Tool
        label={t('editor.undo')}
        icon={<UndoOutlined />}
        disabled={off || !canUndoStep(editor.state)}
        onClick={() => chain().undo().run()}
      />
      <Tool label={t('editor.redo')} icon={<RedoOutlined />} disabled={off || !editor.can().redo()} onClick={() => chain().redo().run()} />
      <Tool label={t('editor.source')} icon={<CodeOutlined />} active={sourceMode} onClick={onToggleSource} />
      <Tool
        label={fullscreen ? t('editor.exitFullscreen') : t('editor.fullscreen')}
        icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        active={fullscreen}
        onClick={onToggleFullscreen}
      />
      <Divider type="vertical" />
      {/* The three selects keep together: a row of their own in a narrow editor (editor.css). */}
      <div className="kx-toolbar-selects">
        <Select
          size="small"
          className="kx-select-paragraph"
          aria-label={t('editor.paragraphFormat')}
          disabled={off}
          value={heading ?? 0}
          // Longer names (Spanish "Encabezado 1") show whole in the list, not cut to the box.
          popupMatchSelectWidth={false}
          onChange={(level: number) =>
            level === 0
              ? chain().setParagraph().run()
              : chain()
                  .toggleHeading({ level: level as 1 | 2 | 3 | 4 | 5 | 6 })
                  .run()
          }
          options={[
            { value: 0, label: t('editor.paragraph') },
            ...[1, 2, 3, 4, 5, 6].map((level) => ({ value: level, label: t('editor.heading', { level }) })),
          ]}
        />
        <Select
          size="small"
          aria-label={t('editor.fontFamily')}
          disabled={off}
          className="kx-select-font"
          value={textStyle.fontFamily ?? ''}
          popupMatchSelectWidth={false}
          onChange={(family: string) => (family ? chain().setFontFamily(family).run() : chain().unsetFontFamily().run())}
          options={FONT_FAMILIES.map((f) => ({ value: f.value, label: f.value ? f.label : t('editor.defaultFont') }))}
        />
        <Select
          size="small"
          aria-label={t('editor.fontSize')}
          disabled={off}
          className="kx-select-size"
          value={textStyle.fontSize ?? ''}
          popupMatchSelectWidth={false}
          onChange={(size: string) => (size ? chain().setFontSize(size).run() : chain().unsetFontSize().run())}
          options={[{ value: '', label: t('editor.size') }, ...EDITOR.fontSizes.map((px) => ({ value: `${px}px`, label: `${px}` }))]}
        />
      </div>
      <Divider type="vertical" />
      <Tool
        label={t('editor.bold')}
        icon={<BoldOutlined />}
        disabled={off}
        active={editor.isActive('bold')}
        onClick={() => chain().toggleBold().run()}
      />
      <Tool
        label={t('editor.italic')}
        icon={<ItalicOutlined />}
        disabled={off}
        active={editor.isActive('italic')}
        onClick={() => chain().toggleItalic().run()}
      />
      <Tool
        label={t('editor.underline')}
        icon={<UnderlineOutlined />}
        disabled={off}
        active={editor.isActive('underline')}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Tool
        label={t('editor.strike')}
        icon={<StrikethroughOutlined />}
        disabled={off}
        active={editor.isActive('strike')}
        onClick={() => chain().toggleStrike().run()}
      />
      <PalettePopover
        title={t('editor.textColor')}
        disabled={off}
        onPick={(color) => (color ? chain().setColor(color).run() : chain().unsetColor().run())}
      >
        <span>
          <Tool label={t('editor.textColor')} icon={<FontColorsOutlined />} disabled={off} />
        </span>
      </PalettePopover>
      <PalettePopover
        title={t('editor.highlight')}
        disabled={off}
        onPick={(color) => (color ? chain().setHighlight({ color }).run() : chain().unsetHighlight().run())}
      >
        <span>
          <Tool label={t('editor.highlight')} icon={<BgColorsOutlined />} disabled={off} />
        </span>
      </PalettePopover>
      <Divider type="vertical" />
      <Tool
        label={t('editor.alignLeft')}
        icon={<AlignLeftOutlined />}
        disabled={off}
        active={editor.isActive({ textAlign: 'left' })}
        onClick={() => chain().setTextAlign('left').run()}
      />
      <Tool
        label={t('editor.alignCenter')}
        icon={<AlignCenterOutlined />}
        disabled={off}
        active={editor.isActive({ textAlign: 'center' })}
        onClick={() => chain().setTextAlign('center').run()}
      />
      <Tool
        label={t('editor.alignRight')}
        icon={<AlignRightOutlined />}
        disabled={off}
        active={editor.isActive({ textAlign: 'right' })}
        onClick={() => chain().setTextAlign('right').run()}
      />
      <Tool
        label={t('editor.justify')}
        icon={<MenuOutlined />}
        disabled={off}
        active={editor.isActive({ textAlign: 'justify' })}
        onClick={() => chain().setTextAlign('justify').run()}
      />
      <Tool
        label={t('editor.indent')}
        disabled={off}
        active={editor.getAttributes('paragraph').textIndent === EDITOR.firstLineIndent}
        onClick={() => chain().toggleFirstLineIndent().run()}
      >
        ⇥
      </Tool>
      <Tool
        label={t('editor.bulletList')}
        icon={<UnorderedListOutlined />}
        disabled={off}
        active={editor.isActive('bulletList')}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label={t('editor.orderedList')}
        icon={<OrderedListOutlined />}
        disabled={off}
        active={editor.isActive('orderedList')}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Dropdown menu={{ items: lineHeights }} disabled={off} {...delays}>
        <Button size="small" type="text" aria-label={t('editor.lineHeight')}>
          ↕
        </Button>
      </Dropdown>
      <Dropdown menu={{ items: spacings }} disabled={off} {...delays}>
        <Button size="small" type="text" aria-label={t('editor.paragraphSpacing')}>
          ¶
        </Button>
      </Dropdown>
      <Divider type="vertical" />
      <Tool label={t('editor.link')} icon={<LinkOutlined />} disabled={off} active={editor.isActive('link')} onClick={onLink} />
      <Tool
        label={t('editor.unlink')}
        icon={<DisconnectOutlined />}
        disabled={off || !editor.isActive('link')}
        onClick={() => chain().unsetLink().run()}
      />
      <Tool label={t('editor.horizontalRule')} icon={<LineOutlined />} disabled={off} onClick={() => chain().setHorizontalRule().run()} />
      <Popover
        trigger="click"
        open={off ? false : undefined}
        title={t('editor.specialCharacters')}
        content={
          <div className="kx-special-characters">
            {SPECIAL_CHARACTERS.map((char) => (
              <button key={char} type="button" onClick={() => chain().insertContent(char).run()}>
                {char}
              </button>
            ))}
          </div>
        }
      >
        <Button size="small" type="text" aria-label={t('editor.specialCharacters')} disabled={off}>
          Ω
        </Button>
      </Popover>
      <Tool
        label={t('editor.clearFormatting')}
        icon={<ClearOutlined />}
        disabled={off}
        onClick={() => chain().unsetAllMarks().clearNodes().run()}
      />
      <Tool label={t('editor.clearDocument')} icon={<DeleteOutlined />} disabled={off} onClick={onClearDocument} />
      <Divider type="vertical" />
      <Tool label={t('editor.image')} icon={<PictureOutlined />} disabled={off} onClick={() => onUpload('image')} />
      <Dropdown menu={{ items: media }} disabled={off} {...delays}>
        <Button size="small" type="text" aria-label={t('editor.media')} icon={<VideoCameraOutlined />} />
      </Dropdown>
      <TablePicker disabled={off} onPick={(rows, cols) => chain().insertTable({ rows, cols, withHeaderRow: true }).run()} />
      <TableMenu editor={editor} disabled={off} />
    </div>
  );
}
