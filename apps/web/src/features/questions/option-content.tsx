import { ExpandAltOutlined } from '@ant-design/icons';
import { Button, Input, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../editor/rich-text-editor';
import { paragraphOf, plainTextOf } from './options-model';

interface OptionContentProps {
  /** The full editor's id (names its draft). */
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
}

/**
 * One option's content. Most options are a few words, so they start in a single-line box; the
 * button beside it opens the full rich-text editor (pictures, formulas, tables), and content that
 * already needs it (anything beyond one line of plain text) opens there directly.
 */
export function OptionContent({ id, label, value, onChange }: OptionContentProps) {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => plainTextOf(value) === null);
  if (full) return <RichTextEditor id={id} value={value} onChange={onChange} minHeight={44} />;
  return (
    <div className="question-option-line">
      <Input
        aria-label={label}
        value={plainTextOf(value) ?? ''}
        maxLength={2000}
        onChange={(event) => onChange(paragraphOf(event.target.value))}
      />
      <Tooltip title={t('question.fullEditor')}>
        <Button icon={<ExpandAltOutlined />} aria-label={t('question.fullEditorFor', { label })} onClick={() => setFull(true)} />
      </Tooltip>
    </div>
  );
}
