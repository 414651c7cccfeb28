import { InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/page-card';
import { EDITOR } from '../../editor/constants';
import { RichTextEditor } from '../../editor/rich-text-editor';
import type { EditorSection } from '../../editor/rules/section-tree';
import { SectionOutline } from './section-outline';

/** /editor-playground: the editor on its own, to try it (and its limits) apart from any entity. */
export default function EditorPlaygroundPage() {
  const { t } = useTranslation();
  const [html, setHtml] = useState('');
  const [wordLimit, setWordLimit] = useState<number>(EDITOR.defaultWordLimit);
  const [sections, setSections] = useState<EditorSection[]>([]);
  return (
    <PageCard
      title={t('route.editorPlayground')}
      extra={
        <Space>
          <label htmlFor="playground-word-limit">{t('editor.wordLimit')}</label>
          <InputNumber
            id="playground-word-limit"
            min={1}
            max={EDITOR.defaultWordLimit * 10}
            value={wordLimit}
            onChange={(v) => setWordLimit(v ?? EDITOR.defaultWordLimit)}
          />
        </Space>
      }
    >
      <RichTextEditor id="playground" value={html} onChange={setHtml} wordLimit={wordLimit} onSections={setSections} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('editor.outline')}
      </Typography.Title>
      <nav aria-label={t('editor.outline')} data-testid="editor-outline">
        <SectionOutline sections={sections} />
      </nav>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('editor.output')}
      </Typography.Title>
      <pre className="kx-output" data-testid="editor-output">
        {html}
      </pre>
    </PageCard>
  );
}
