import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const es: Shape<typeof en> = {
  roleKey: 'Clave del rol',
  roleName: 'Nombre del rol',
  userCount: 'Usuarios',
  builtIn: 'Integrado',
  addTitle: 'Añadir rol',
  editTitle: 'Editar rol',
  permissions: 'Permisos',
  permissionsTitle: 'Permisos de {{name}}',
  superAdminAll: 'SUPER_ADMIN tiene todos los permisos; no hay nada que asignar.',
};
