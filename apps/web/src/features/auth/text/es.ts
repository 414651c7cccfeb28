import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const es: Shape<typeof en> = {
  login: {
    title: 'Iniciar sesión',
    username: 'Usuario',
    password: 'Contraseña',
    verifyCode: 'Código de verificación',
    userType: 'Tipo de usuario',
    submit: 'Entrar',
    refreshCaptcha: 'Pulse para obtener otro código',
    usernameRequired: 'Introduzca su usuario',
    passwordRequired: 'Introduzca su contraseña',
    verifyCodeRequired: 'Introduzca el código de la imagen',
    signInBusy: 'Muchas personas están iniciando sesión ahora. Se reintentará en {{seconds}} s…',
    welcome: 'Bienvenido de nuevo',
    subtitle: 'Exámenes en línea para la certificación de competencias profesionales',
  },
  authRedirect: { working: 'Iniciando sesión…', failed: 'El enlace de inicio de sesión no es válido o ha caducado.' },
  account: {
    showPassword: 'Mostrar la contraseña',
    hidePassword: 'Ocultar la contraseña',
    noAccount: '¿Va a examinarse y aún no tiene cuenta?',
    createAccount: 'Crear una cuenta de candidato',
  },
  newPassword: {
    title: 'Establezca su propia contraseña',
    intro:
      'Ha entrado con una contraseña que le dio el centro de examen (un código de un solo uso). Elija una contraseña propia para continuar; el código dejará de funcionar.',
    password: 'Contraseña nueva',
    confirm: 'Confirme la contraseña nueva',
    hint: 'Al menos {{min}} caracteres; no una contraseña común, la predeterminada ni su usuario.',
    tooShort: 'Use al menos {{min}} caracteres.',
    weak: 'Esta contraseña es demasiado fácil de adivinar. Elija otra.',
    mismatch: 'Las dos contraseñas no coinciden.',
    submit: 'Guardar y continuar',
    done: 'Su contraseña nueva está guardada.',
    signOut: 'Cerrar sesión',
  },
};
