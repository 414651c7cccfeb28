import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const es: Shape<typeof en> = {
  notFound: 'Página no encontrada',
  notFoundHint: 'La página solicitada no existe o se ha movido.',
  unauthorized: 'Sin acceso',
  unauthorizedHint: 'No tiene permiso para abrir esta página.',
  crashed: 'Algo falló en esta página.',
};
