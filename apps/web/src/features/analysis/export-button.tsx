import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton as SharedExportButton } from '../../components/export-button';

/** The analysis tables' export: the shared button with the screens' own short label. */
export function ExportButton(props: Omit<ComponentProps<typeof SharedExportButton>, 'label'>) {
  const { t } = useTranslation();
  return <SharedExportButton {...props} label={t('analysis.export')} />;
}
