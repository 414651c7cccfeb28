import { EDUCATION_LEVELS, type EducationLevel, type RegistrationFileRecord, type RegistrationRecord } from '@kaoshi/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/plain/alert';
import { Button } from '../../components/plain/button';
import { Card } from '../../components/plain/card';
import { ChoiceGroup } from '../../components/plain/choice';
import { TextField } from '../../components/plain/text-field';
import { ApiError } from '../../lib/http';
import { notify } from '../../lib/notify';
import { saveRegistration } from './api';
import { FileField } from './file-field';

type FileKind = 'photo' | 'idCard' | 'certificate' | 'workProof';
const FILE_KINDS: readonly FileKind[] = ['photo', 'idCard', 'certificate', 'workProof'];
/** The photo and the ID card are needed to submit (the server says the same). */
const REQUIRED_FILES: readonly FileKind[] = ['photo', 'idCard'];

interface Values {
  name: string;
  gender: 'M' | 'F' | '';
  idNumber: string;
  phone: string;
  education: EducationLevel | '';
  yearsInTrade: string;
  organisation: string;
}

export interface FormTarget {
  classId: number;
  batchName: string;
  existing?: RegistrationRecord;
}

const valuesOf = (existing: RegistrationRecord | undefined, name: string): Values => ({
  name: existing?.name ?? name,
  gender: existing?.gender ?? '',
  idNumber: existing?.idNumber ?? '',
  phone: existing?.phone ?? '',
  education: (existing?.education as EducationLevel | undefined) ?? '',
  yearsInTrade: existing ? String(existing.yearsInTrade) : '',
  organisation: existing?.organisation ?? '',
});

/** The application form: personal data and files; save as a draft or submit for review, with each refusal beside its field. */
export function ApplicationForm({
  target,
  defaultName,
  onDone,
  onCancel,
}: {
  target: FormTarget;
  defaultName: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => valuesOf(target.existing, defaultName));
  const [files, setFiles] = useState<Partial<Record<FileKind, RegistrationFileRecord>>>(target.existing?.files ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<'draft' | 'submit' | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((before) => ({ ...before, [key]: value }));

  const missing = (submit: boolean) => {
    const found: Record<string, string> = {};
    for (const key of ['name', 'gender', 'idNumber', 'phone', 'education', 'yearsInTrade'] as const) {
      if (!values[key].trim()) found[key] = t('registration.fieldRequired');
    }
    if (submit) for (const kind of REQUIRED_FILES) if (!files[kind]) found[`${kind}FileId`] = t('registration.fieldRequired');
    return found;
  };

  const save = async (submit: boolean) => {
    const problems = missing(submit);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(submit ? 'submit' : 'draft');
    try {
      await saveRegistration({
        ...(target.existing ? { registrationId: target.existing.registrationId } : {}),
        classId: target.classId,
        name: values.name,
        gender: values.gender as 'M' | 'F',
        idNumber: values.idNumber,
        phone: values.phone,
        education: values.education as EducationLevel,
        yearsInTrade: Number(values.yearsInTrade),
        organisation: values.organisation,
        photoFileId: files.photo?.fileId ?? null,
        idCardFileId: files.idCard?.fileId ?? null,
        certificateFileId: files.certificate?.fileId ?? null,
        workProofFileId: files.workProof?.fileId ?? null,
        submit: submit ? 1 : 0,
      });
      notify().success(t(submit ? 'registration.submitted' : 'registration.saved'));
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError) setErrors(failure.fields);
    } finally {
      setSaving(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(true);
  };
  const field = (
    key: 'name' | 'idNumber' | 'phone' | 'yearsInTrade' | 'organisation',
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      label={label}
      value={values[key]}
      error={errors[key]}
      onChange={(event) => set(key, event.target.value)}
      name={key}
      {...extra}
    />
  );
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Card title={t('registration.formTitle', { batch: target.batchName })} className="kx-registration-form">
      <form onSubmit={onSubmit} noValidate>
        {errors.classId && <Alert type="error" title={errors.classId} />}
        {hasErrors && !errors.classId && <Alert type="warning" title={t('registration.fixFields')} />}
        <div className="kx-form-grid">
          {field('name', t('registration.name'), { maxLength: 64, autoComplete: 'name' })}
          <div className={['kx-field', errors.gender ? 'kx-field-invalid' : ''].join(' ')}>
            <span className="kx-field-label">{t('registration.genderLabel')}</span>
            <ChoiceGroup
              kind="radio"
              name="gender"
              label={t('registration.genderLabel')}
              options={(['M', 'F'] as const).map((value) => ({ value, label: t(`registration.gender.${value}`) }))}
              value={values.gender ? [values.gender] : []}
              onChange={(chosen) => set('gender', chosen[0] ?? '')}
            />
            {errors.gender && (
              <div className="kx-field-error" role="alert">
                {errors.gender}
              </div>
            )}
          </div>
          {field('idNumber', t('registration.idNumber'), { maxLength: 18, inputMode: 'text' })}
          {field('phone', t('registration.phone'), { maxLength: 20, inputMode: 'tel', autoComplete: 'tel' })}
          <div className={['kx-field', errors.education ? 'kx-field-invalid' : ''].join(' ')}>
            <label className="kx-field-label" htmlFor="registration-education">
              {t('registration.educationLabel')}
            </label>
            <select
              id="registration-education"
              name="education"
              className="kx-input"
              value={values.education}
              onChange={(event) => set('education', event.target.value as EducationLevel)}
            >
              <option value="" />
              {EDUCATION_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`registration.education.${level}`)}
                </option>
              ))}
            </select>
            {errors.education && (
              <div className="kx-field-error" role="alert">
                {errors.education}
              </div>
            )}
          </div>
          {field('yearsInTrade', t('registration.yearsInTrade'), { type: 'number', min: 0, max: 60, inputMode: 'numeric' })}
          {field('organisation', t('registration.organisation'), { maxLength: 128, className: 'kx-form-wide' })}
        </div>
        <h3 className="kx-h3">{t('registration.files')}</h3>
        <p className="kx-muted">{t('registration.fileHint')}</p>
        <div className="kx-form-grid">
          {FILE_KINDS.map((kind) => (
            <FileField
              key={kind}
              kind={kind}
              label={t(`registration.file.${kind}`)}
              required={REQUIRED_FILES.includes(kind)}
              file={files[kind]}
              error={errors[`${kind}FileId`]}
              onUploaded={(file) => setFiles((before) => ({ ...before, [kind]: file }))}
            />
          ))}
        </div>
        <div className="kx-form-actions">
          <Button onClick={onCancel}>{t('registration.cancel')}</Button>
          <Button onClick={() => void save(false)} loading={saving === 'draft'} disabled={saving !== null}>
            {t('registration.saveDraft')}
          </Button>
          <Button variant="primary" submit loading={saving === 'submit'} disabled={saving !== null}>
            {t('registration.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
