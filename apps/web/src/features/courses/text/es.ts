import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const es: Shape<typeof en> = {
  knowledgeCount: 'Puntos de conocimiento',
  materials: 'Materiales docentes',
  materialsTitle: 'Materiales docentes de {{name}}',
  materialType: 'Tipo de material',
  upload: 'Subir archivos',
  uploaded: 'Subido {{name}}',
  fileName: 'Archivo',
  size: 'Tamaño',
  download: 'Descargar',
  materialTypes: {
    0: 'Norma del curso',
    2: 'Diseño didáctico',
    3: 'Política docente',
    4: 'Materiales didácticos',
    5: 'Programa',
    6: 'Análisis docente',
    7: 'Modelo de formación en valores',
  },
};
