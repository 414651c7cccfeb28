import { REGISTRATION_FILE_EXTENSIONS, type RegistrationFileKind, type RegistrationFileRecord } from '@kaoshi/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http';
import { uploadRegistrationFile } from './api';

interface FileFieldProps {
  kind: RegistrationFileKind;
  label: string;
  required?: boolean;
  file: RegistrationFileRecord | undefined;
  onUploaded: (file: RegistrationFileRecord) => void;
  /** The server's refusal of this field, if any. */
  error?: string;
}

/** One file of an application: chosen, uploaded at once (the server checks type, size and content), named once stored. */
export function FileField({ kind, label, required, file, onUploaded, error }: FileFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const accept = REGISTRATION_FILE_EXTENSIONS[kind].map((extension) => `.${extension}`).join(',');
  const shown = refusal ?? error;
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      onUploaded(await uploadRegistrationFile(kind, chosen));
    } catch (failure) {
      setRefusal(failure instanceof ApiError ? (failure.fields.file ?? failure.message) : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={['kx-field', shown ? 'kx-field-invalid' : ''].join(' ')} data-testid={`file-${kind}`}>
      <label className="kx-field-label" htmlFor={id}>
        {label}
        {required && <span className="kx-required"> *</span>}
      </label>
      <div className="kx-field-row kx-file-row">
        <input
          id={id}
          type="file"
          accept={accept}
          disabled={busy}
          onChange={(event) => void choose(event.target.files?.[0])}
          aria-invalid={shown ? true : undefined}
        />
        <span className="kx-muted">{busy ? t('registration.uploading') : (file?.originalName ?? t('registration.noFile'))}</span>
      </div>
      {shown && (
        <div className="kx-field-error" role="alert">
          {shown}
        </div>
      )}
    </div>
  );
}
