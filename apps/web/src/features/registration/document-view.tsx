import type { RegistrationFileRecord } from '@kaoshi/contracts';
import { FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Image, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { registrationFileHref, registrationFileUrl } from './api';

/**
 * One document of an application: an image is fetched through the signed-in file route and
 * shown; a PDF is a link that opens it in the browser's own viewer in a new tab, served inline
 * under its name (the route signs that tab in by the session cookie).
 */
export function DocumentView({ file, label }: { file: RegistrationFileRecord | undefined | null; label: string }) {
  const { t } = useTranslation();
  const pdf = file?.contentType === 'application/pdf';
  const url = useQuery({
    queryKey: ['registration', 'file', file?.fileId],
    queryFn: () => registrationFileUrl(file!.fileId),
    enabled: !!file && !pdf,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  useEffect(() => () => (url.data ? URL.revokeObjectURL(url.data) : undefined), [url.data]);
  const body = () => {
    if (!file) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('registration.noFile')} />;
    if (pdf) {
      return (
        <Button
          href={registrationFileHref(file.fileId)}
          target="_blank"
          rel="noopener noreferrer"
          icon={<FilePdfOutlined />}
          data-testid={`open-pdf-${file.fileId}`}
        >
          {t('registration.openPdf')} · {file.originalName}
        </Button>
      );
    }
    if (url.isPending) return <Spin />;
    if (!url.data) return null;
    return <Image src={url.data} alt={`${label}: ${file.originalName}`} style={{ maxHeight: 220, objectFit: 'contain' }} />;
  };
  return (
    <figure className="registration-document">
      <figcaption>{label}</figcaption>
      {body()}
    </figure>
  );
}
