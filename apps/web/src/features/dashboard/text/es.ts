import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const es: Shape<typeof en> = {
  welcome: 'Bienvenido, {{name}}',
  roles: 'Sus roles: {{roles}}',
  intro: 'Use el menú de la izquierda para empezar.',
  refresh: 'Actualizar',
  updatedAt: 'Actualizado {{time}} (hora del servidor)',
  loadFailed: 'No se pudo cargar el panel.',
  counts: { projects: 'Proyectos de examen', candidates: 'Candidatos', questions: 'Preguntas', examsOpenNow: 'Exámenes abiertos ahora' },
  open: 'Abrir {{screen}}',
  upcoming: { title: 'Próximos exámenes', hint: 'Los próximos 7 días', empty: 'Ningún examen empieza en los próximos 7 días.' },
  running: {
    title: 'En curso',
    empty: 'No hay ningún examen en curso ahora.',
    online: 'En línea: {{n}}',
    sitting: 'Realizando: {{n}}',
    endsIn: 'termina {{relative}}',
    watch: 'Vigilar',
    watchExam: 'Vigilar {{name}} en directo',
  },
  passRates: {
    title: 'Tasas de aprobados recientes',
    hint: 'Los últimos 10 exámenes cerrados',
    empty: 'Aún no se ha cerrado ningún examen.',
    exam: 'Examen',
    sat: 'Presentados',
    passed: 'Aprobados',
    passRate: 'Aprobados (sobre presentados)',
    chart: 'Aprobados sobre presentados por examen, en porcentaje',
  },
  duration: 'Duración: {{duration}}',
  starts: 'Empieza:',
};
