import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const es: Shape<typeof en> = {
  username: 'Usuario',
  nickName: 'Nombre',
  userType: 'Tipo de usuario',
  email: 'Correo',
  phone: 'Teléfono',
  roles: 'Roles',
  locked: 'Bloqueado',
  introduction: 'Presentación',
  avatar: 'Avatar',
  avatarHint: 'Una dirección de imagen (https:) o un archivo subido; se muestra en la barra superior. Opcional.',
  className: 'Convocatoria',
  departmentName: 'Categoría profesional',
  remoteLogin: 'Mostrar menú del avatar',
  addTitle: 'Añadir usuario',
  editTitle: 'Editar usuario',
  bindRoles: 'Roles',
  bindRolesTitle: 'Roles de {{name}}',
  resetPassword: 'Restablecer contraseña',
  resetConfirm:
    '¿Dar a "{{name}}" un código de un solo uso en lugar de su contraseña? Sus sesiones terminarán y establecerá una contraseña nueva con el código.',
  lock: 'Bloquear',
  unlock: 'Desbloquear',
  defaultPasswordHint:
    'El usuario nuevo recibe un código de un solo uso, que se muestra una vez al guardar: entrégueselo; con él establecerá su propia contraseña.',
  endSessions: 'Cerrar sesiones',
  endSessionsConfirm: '¿Cerrar todas las sesiones de "{{name}}"? Tendrá que volver a iniciar sesión en cada dispositivo.',
  endOwnSessionsConfirm: '¿Cerrar sus sesiones en los demás dispositivos? Esta sigue abierta.',
  endSessionsDone: 'Sesiones cerradas: {{count}}.',
};
