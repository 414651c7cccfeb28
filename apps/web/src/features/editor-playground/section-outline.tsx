import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditorSection } from '../../editor/rules/section-tree';

/** The editor's section tree as a nested list: each heading's title, tag and document positions. */
export function SectionOutline({ sections }: { sections: EditorSection[] }) {
  const { t } = useTranslation();
  if (sections.length === 0) return <Typography.Text type="secondary">{t('editor.outlineEmpty')}</Typography.Text>;
  return <SectionList sections={sections} />;
}

function SectionList({ sections }: { sections: EditorSection[] }) {
  const { t } = useTranslation();
  return (
    <ul className="kx-outline">
      {sections.map((section) => (
        <li key={section.start}>
          <span className="kx-outline-title">{section.title || '—'}</span>{' '}
          <Typography.Text type="secondary" className="kx-outline-meta">
            {section.tag} · {t('editor.sectionPositions', { start: section.start, end: section.end })}
          </Typography.Text>
          {section.children.length > 0 && <SectionList sections={section.children} />}
        </li>
      ))}
    </ul>
  );
}
