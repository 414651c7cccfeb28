import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const es: Shape<typeof en> = {
  title: 'Cambiar contraseña',
  oldPass: 'Contraseña actual',
  newPass: 'Nueva contraseña',
  confirmPass: 'Confirmar la nueva contraseña',
  mismatch: 'Las dos contraseñas no coinciden.',
  tooShort: 'Use al menos 6 caracteres.',
  changed: 'Contraseña cambiada.',
  account: 'Cuenta',
};
