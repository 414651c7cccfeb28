import type { Catalogue } from './en';

export const es: Catalogue = {
  app: { title: 'Sistema de exámenes de certificación de competencias profesionales', shortTitle: 'Exámenes de competencias' },
  common: {
    query: 'Consultar', reset: 'Restablecer', add: 'Añadir', edit: 'Editar', delete: 'Eliminar', save: 'Guardar', cancel: 'Cancelar',
    confirm: 'Confirmar', actions: 'Acciones', yes: 'Sí', no: 'No', loading: 'Cargando…', empty: 'Sin datos',
    retry: 'Reintentar', back: 'Volver', close: 'Cerrar', search: 'Buscar', total: '{{count}} en total',
    confirmDelete: '¿Eliminar "{{name}}"? No se puede deshacer.', deleted: 'Eliminado', saved: 'Guardado',
    loadFailed: 'No se pudieron cargar los datos.', all: 'Todos', createdAt: 'Creado', description: 'Descripción',
    language: 'Idioma', notBuilt: 'Esta pantalla aún no está construida.', notBuiltHint: 'Llegará en una versión posterior de la consola.',
    backHome: 'Volver al inicio',
  },
  userType: { 0: 'Administrador', 1: 'Profesor', 2: 'Estudiante' },
  route: {
    dashboard: 'Panel', profile: 'Perfil', icons: 'Iconos', school: 'Organización',
    schoolManage: 'Proyectos de examen', departmentManage: 'Categorías profesionales', subjectManage: 'Oficios registrados',
    classesManage: 'Convocatorias', system: 'Sistema', userManage: 'Usuarios', roleManage: 'Roles',
    permissionManage: 'Permisos', baseData: 'Datos básicos', examCourse: 'Cursos', examKnow: 'Puntos de conocimiento',
    examStudent: 'Candidatos', questionBank: 'Banco de preguntas', examAnalysis: 'Análisis de resultados',
    examClassRanking: 'Clasificación por convocatoria', isPassStatistics: 'Estadística de suspensos', examSupplementary: 'Estadística de recuperación',
    examStudentRoot: 'Examen en línea', examStudentTest: 'Hacer examen en línea', examPublishManage: 'Publicación de exámenes',
    examManage: 'Exámenes', examInstruction: 'Avisos de examen', publishManage: 'Publicar exámenes',
    examinationSituation: 'Corrección', socketA: 'Sala de examen', examinationRead: 'Corregir un examen', kaoshi: 'Mis exámenes',
    kaoshiIndex: 'Entrada al examen',
  },
  http: {
    networkDown: 'La red está desconectada. Vuelva a iniciar sesión cuando la red sea estable.',
    badResponse: 'El servidor envió una respuesta con un formato incorrecto.',
    verificationFailed: 'La verificación falló; vuelva a iniciar sesión.',
    rolesRequired: 'getInfo: ¡los roles deben ser una lista no vacía!',
    hasError: 'Se produjo un error',
  },
  login: {
    title: 'Iniciar sesión', username: 'Usuario', password: 'Contraseña', verifyCode: 'Código de verificación',
    userType: 'Tipo de usuario', submit: 'Entrar', refreshCaptcha: 'Pulse para obtener otro código',
    usernameRequired: 'Introduzca su usuario', passwordRequired: 'Introduzca su contraseña',
    verifyCodeRequired: 'Introduzca el código de la imagen', welcome: 'Bienvenido de nuevo',
    subtitle: 'Exámenes en línea para la certificación de competencias profesionales',
  },
  authRedirect: { working: 'Iniciando sesión…', failed: 'El enlace de inicio de sesión no es válido o ha caducado.' },
  navbar: {
    profile: 'Perfil', dashboard: 'Panel', logout: 'Cerrar sesión', manual: 'Manual de uso',
    deployment: 'Notas de despliegue', toggleSidebar: 'Mostrar u ocultar la barra lateral',
  },
  profile: {
    title: 'Cambiar contraseña', oldPass: 'Contraseña actual', newPass: 'Nueva contraseña', confirmPass: 'Confirmar la nueva contraseña',
    mismatch: 'Las dos contraseñas no coinciden.', tooShort: 'Use al menos 6 caracteres.', changed: 'Contraseña cambiada.',
    account: 'Cuenta',
  },
  user: {
    username: 'Usuario', nickName: 'Nombre', userType: 'Tipo de usuario', email: 'Correo', phone: 'Teléfono',
    roles: 'Roles', locked: 'Bloqueado', introduction: 'Presentación', className: 'Convocatoria', departmentName: 'Categoría profesional',
    remoteLogin: 'Mostrar menú del avatar', addTitle: 'Añadir usuario', editTitle: 'Editar usuario', bindRoles: 'Roles',
    bindRolesTitle: 'Roles de {{name}}', resetPassword: 'Restablecer contraseña',
    resetConfirm: '¿Restablecer la contraseña de "{{name}}" a la predeterminada? Sus sesiones terminarán.',
    resetDone: 'Contraseña restablecida a la predeterminada.', lock: 'Bloquear', unlock: 'Desbloquear',
    defaultPasswordHint: 'Los usuarios nuevos reciben la contraseña predeterminada y deben cambiarla al entrar.',
  },
  role: {
    roleKey: 'Clave del rol', roleName: 'Nombre del rol', userCount: 'Usuarios', builtIn: 'Integrado', addTitle: 'Añadir rol',
    editTitle: 'Editar rol', permissions: 'Permisos', permissionsTitle: 'Permisos de {{name}}',
    superAdminAll: 'SUPER_ADMIN tiene todos los permisos; no hay nada que asignar.',
  },
  permission: {
    permissionKey: 'Clave del permiso', name: 'Nombre', type: 'Tipo', linkType: 'Tipo de enlace', url: 'URL', sort: 'Orden',
    parent: 'Superior', root: '(nivel superior)', addTitle: 'Añadir permiso', editTitle: 'Editar permiso', addChild: 'Añadir hijo',
    typeMenu: 'Menú', typeButton: 'Botón', linkNormal: 'Normal', linkExternal: 'Externo', builtIn: 'Integrado',
  },
  errorPage: {
    notFound: 'Página no encontrada', notFoundHint: 'La página solicitada no existe o se ha movido.',
    unauthorized: 'Sin acceso', unauthorizedHint: 'No tiene permiso para abrir esta página.',
    crashed: 'Algo falló en esta página.',
  },
  dashboard: { welcome: 'Bienvenido, {{name}}', roles: 'Sus roles: {{roles}}', intro: 'Use el menú de la izquierda para empezar.' },
  kaoshi: {
    title: 'Mis exámenes', hello: 'Hola, {{name}}', empty: 'Aún no tiene exámenes.', emptyHint: 'Los exámenes publicados para su convocatoria aparecerán aquí.',
  },
};
