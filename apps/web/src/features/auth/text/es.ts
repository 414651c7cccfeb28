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
};
