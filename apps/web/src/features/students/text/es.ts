import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const es: Shape<typeof en> = {
  username: 'Cuenta',
  name: 'Nombre',
  gender: 'Sexo',
  genderM: 'Hombre',
  genderF: 'Mujer',
  genderUnset: 'Sin indicar',
  idNumber: 'Documento de identidad',
  photo: 'Foto',
  photoHint:
    'Una dirección de imagen (https:) o un archivo subido; se muestra en la sala de examen, en el pase de examen y en el certificado. Opcional.',
  import: 'Importar',
  importTitle: 'Importar candidatos desde Excel',
  template: 'Descargar la plantilla',
  importHint:
    'Rellene la plantilla, un candidato por fila. Se comprueban todas las filas primero: o se importan todas, o ninguna y se lista cada fila errónea. Importar el mismo archivo otra vez no cambia nada.',
  importBatchHint: 'Opcional: una convocatoria para las filas sin código de convocatoria.',
  chooseFile: 'Pulse o suelte aquí el archivo .xlsx',
  imported: 'Importado: {{created}} nuevos, {{unchanged}} sin cambios.',
  row: 'Fila',
  field: 'Columna',
  problem: 'Problema',
  moveTo: 'Mover a convocatoria',
  moveTitle: 'Mover {{count}} candidato(s) a una convocatoria',
  moved: 'Movidos {{count}} candidato(s).',
  lockedDone: 'Bloqueados {{count}} candidato(s).',
  unlockedDone: 'Desbloqueados {{count}} candidato(s).',
  showIdNumber: 'Mostrar',
  hideIdNumber: 'Ocultar',
  showIdNumberLabel: 'Mostrar el número de identidad completo de {{name}} (queda registrado en la auditoría)',
  idNumberMaskedHint: 'Se muestra enmascarado. Déjelo como está para conservar el número o escriba el número nuevo completo.',
};
