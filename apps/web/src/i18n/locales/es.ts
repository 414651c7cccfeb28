import { MARKING_TEXT } from '../../features/marking/text';
import { ANALYSIS_TEXT } from '../../features/analysis/text';
import { DASHBOARD_TEXT } from '../../features/dashboard/text';
import { EXAM_TEXT } from '../../features/attempts/text';
import { LIVE_TEXT } from '../../features/live/text';
import { NOTICE_TEXT } from '../../features/notices/text';
import { PAPER_TEXT } from '../../features/papers/text';
import { PUBLICATION_TEXT } from '../../features/publications/text';
import { QUESTION_TEXT } from '../../features/questions/text';
import type { Catalogue } from './en';

export const es: Catalogue = {
  question: QUESTION_TEXT.es,
  paper: PAPER_TEXT.es,
  notice: NOTICE_TEXT.es,
  publication: PUBLICATION_TEXT.es,
  exam: EXAM_TEXT.es,
  live: LIVE_TEXT.es,
  marking: MARKING_TEXT.es,
  analysis: ANALYSIS_TEXT.es,
  dashboard: DASHBOARD_TEXT.es,
  app: { title: 'Sistema de exámenes de certificación de competencias profesionales', shortTitle: 'Exámenes de competencias' },
  common: {
    course: 'Curso', knowledgePoint: 'Punto de conocimiento',
    query: 'Consultar', reset: 'Restablecer', add: 'Añadir', edit: 'Editar', delete: 'Eliminar', save: 'Guardar', cancel: 'Cancelar',
    confirm: 'Confirmar', actions: 'Acciones', yes: 'Sí', no: 'No', loading: 'Cargando…', empty: 'Sin datos',
    retry: 'Reintentar', back: 'Volver', close: 'Cerrar', search: 'Buscar', total: '{{count}} en total',
    confirmDelete: '¿Eliminar "{{name}}"? No se puede deshacer.', deleted: 'Eliminado', saved: 'Guardado',
    loadFailed: 'No se pudieron cargar los datos.', all: 'Todos', createdAt: 'Creado', description: 'Descripción',
    language: 'Idioma', notBuilt: 'Esta pantalla aún no está construida.', notBuiltHint: 'Llegará en una versión posterior de la consola.',
    backHome: 'Volver al inicio',
  },
  shell: {
    search: 'Buscar en el menú', searchPlaceholder: 'Nombre de la página', noMatch: 'Ninguna página coincide',
    size: 'Tamaño', sizeSmall: 'Pequeño', sizeMiddle: 'Mediano', sizeLarge: 'Grande', fullscreen: 'Pantalla completa', exitFullscreen: 'Salir de pantalla completa',
    refresh: 'Recargar', close: 'Cerrar', closeOthers: 'Cerrar otras', closeAll: 'Cerrar todas', openTabs: 'Páginas abiertas',
    settings: 'Ajustes', themeColor: 'Color del tema', tagsView: 'Pestañas de páginas abiertas', fixedHeader: 'Cabecera fija',
    sidebarLogo: 'Logo de la barra lateral', pinyinSearch: 'Búsqueda pinyin del menú (chino)', themeChanging: 'Aplicando el tema…',
    errorLog: 'Registro de errores', errorLogEmpty: 'No hay errores registrados.', errorMessage: 'Mensaje', errorComponent: 'Dónde', errorInfo: 'Detalle',
    errorUrl: 'Página', clearLog: 'Vaciar', pageCrashed: 'Esta página tuvo un error.', pageCrashedHint: 'El error quedó registrado. Inténtelo de nuevo o vaya a otra página.',
    icons: 'Iconos', iconsHint: 'Pulse un icono para copiar su nombre.', copied: 'Copiado {{name}}',
  },
  crud: {
    export: 'Exportar a Excel', selected: '{{count}} seleccionados', batchDelete: 'Eliminar selección', clearSelection: 'Quitar selección',
    confirmBatchDelete: '¿Eliminar los {{count}} registros seleccionados? No se puede deshacer.',
  },
  org: {
    school: 'Proyecto de examen', department: 'Categoría profesional', subject: 'Oficio', class: 'Convocatoria', choose: 'Elija {{level}}',
    name: 'Nombre', code: 'Código', contact: 'Contacto', phone: 'Teléfono', enabled: 'Activo', level: 'Nivel', year: 'Año',
    opensAt: 'Apertura de inscripción', closesAt: 'Cierre de inscripción', plannedExamDate: 'Fecha prevista del examen',
    closesBeforeOpens: 'La inscripción no puede cerrar antes de abrir.', departmentCount: 'Categorías', subjectCount: 'Oficios',
    classCount: 'Convocatorias', courseCount: 'Cursos', studentCount: 'Candidatos',
    levels: { 1: 'Nivel 1 · Técnico superior', 2: 'Nivel 2 · Técnico', 3: 'Nivel 3 · Oficial de primera', 4: 'Nivel 4 · Oficial', 5: 'Nivel 5 · Iniciación' },
  },
  course: {
    knowledgeCount: 'Puntos de conocimiento', materials: 'Materiales docentes', materialsTitle: 'Materiales docentes de {{name}}',
    materialType: 'Tipo de material', upload: 'Subir archivos', uploaded: 'Subido {{name}}', fileName: 'Archivo', size: 'Tamaño', download: 'Descargar',
    materialTypes: { 0: 'Norma del curso', 2: 'Diseño didáctico', 3: 'Política docente', 4: 'Materiales didácticos', 5: 'Programa', 6: 'Análisis docente', 7: 'Modelo de formación en valores' },
  },
  knowledge: {
    course: 'Curso', chooseCourse: 'Elija un curso para ver sus capítulos y puntos de evaluación.', type: 'Tipo', chapter: 'Capítulo',
    point: 'Punto de evaluación', weight: 'Peso', addChapter: 'Añadir capítulo', addPoint: 'Añadir punto de evaluación', moveUp: 'Subir',
    moveDown: 'Bajar', topLevel: 'los capítulos', weightWarning: 'Los pesos de {{name}} suman {{sum}} %, no 100 %.',
  },
  student: {
    username: 'Número de candidato', name: 'Nombre', gender: 'Sexo', genderM: 'Hombre', genderF: 'Mujer', genderUnset: 'Sin indicar',
    idNumber: 'Documento de identidad', import: 'Importar', importTitle: 'Importar candidatos desde Excel', template: 'Descargar la plantilla',
    importHint: 'Rellene la plantilla, un candidato por fila. Se comprueban todas las filas primero: o se importan todas, o ninguna y se lista cada fila errónea. Importar el mismo archivo otra vez no cambia nada.',
    importBatchHint: 'Opcional: una convocatoria para las filas sin código de convocatoria.', chooseFile: 'Pulse o suelte aquí el archivo .xlsx',
    imported: 'Importado: {{created}} nuevos, {{unchanged}} sin cambios.',
    row: 'Fila', field: 'Columna', problem: 'Problema', moveTo: 'Mover a convocatoria', moveTitle: 'Mover {{count}} candidato(s) a una convocatoria',
    moved: 'Movidos {{count}} candidato(s).', lockedDone: 'Bloqueados {{count}} candidato(s).', unlockedDone: 'Desbloqueados {{count}} candidato(s).',
  },
  editor: {
    placeholder: 'Escriba aquí…', area: 'Contenido', toolbar: 'Formato', undo: 'Deshacer', redo: 'Rehacer', source: 'Código HTML',
    fullscreen: 'Pantalla completa (Alt+Z)', exitFullscreen: 'Salir de pantalla completa (Alt+Z)', paragraphFormat: 'Formato de párrafo', paragraph: 'Párrafo',
    heading: 'Título {{level}}', fontFamily: 'Fuente', defaultFont: 'Fuente predeterminada', fontSize: 'Tamaño de letra', size: 'Tamaño', bold: 'Negrita',
    italic: 'Cursiva', underline: 'Subrayado', strike: 'Tachado', textColor: 'Color del texto', highlight: 'Color de resaltado',
    alignLeft: 'Alinear a la izquierda', alignCenter: 'Centrar', alignRight: 'Alinear a la derecha', justify: 'Justificar', indent: 'Sangría de primera línea',
    bulletList: 'Lista con viñetas', orderedList: 'Lista numerada', lineHeight: 'Interlineado', paragraphSpacing: 'Espacio entre párrafos',
    spacingBefore: 'Espacio antes', spacingAfter: 'Espacio después', link: 'Enlace', linkAddress: 'Dirección del enlace', unlink: 'Quitar enlace',
    badLink: 'Un enlace debe empezar por http://, https://, mailto: o /.', horizontalRule: 'Línea horizontal', specialCharacters: 'Caracteres especiales',
    clearFormatting: 'Borrar formato', clearDocument: 'Vaciar documento', clearDocumentConfirm: '¿Vaciar todo el documento? Se puede deshacer con Deshacer.',
    image: 'Imagen', media: 'Vídeo, audio, adjunto', video: 'Vídeo', audio: 'Audio', videoUrl: 'Vídeo desde una dirección', audioUrl: 'Audio desde una dirección', mediaAddress: 'Dirección', badMediaUrl: 'La dirección debe empezar por http://, https:// o /.', attachment: 'Adjuntos',
    insertTable: 'Insertar tabla', tableMenu: 'Tabla', defaultTable: 'Insertar una tabla de 5 × 5', rowBefore: 'Insertar fila encima', rowAfter: 'Insertar fila debajo',
    columnBefore: 'Insertar columna a la izquierda', columnAfter: 'Insertar columna a la derecha', deleteRow: 'Eliminar fila', deleteColumn: 'Eliminar columna',
    mergeCells: 'Combinar celdas', splitCell: 'Dividir celda', headerRow: 'Fila de encabezado', headerColumn: 'Columna de encabezado', sortAscending: 'Ordenar por esta columna, ascendente',
    sortDescending: 'Ordenar por esta columna, descendente', interlacedRows: 'Filas de colores alternos', tableStyle: 'Estilo de tabla', tableStyleN: 'Estilo {{n}}',
    deleteTable: 'Eliminar tabla', chart: 'Crear un gráfico', chartType: { bar: 'Gráfico de barras', line: 'Gráfico de líneas', pie: 'Gráfico circular' },
    chartRule: {
      tooSmall: 'Un gráfico necesita una tabla de al menos 2 filas y 2 columnas.',
      headerRow: 'Un gráfico necesita que la primera fila sea de encabezado.',
      headerColumn: 'La fila {{row}} debe empezar con una celda de encabezado.',
      notNumber: 'La celda de la fila {{row}}, columna {{column}} debe ser un número simple no negativo.',
    },
    uploading: 'Subiendo…', scrawl: 'Dibujo a mano', eraser: 'Goma', insert: 'Insertar', screenCapture: 'Captura de pantalla', captureUnavailable: 'Este navegador no puede capturar la pantalla.',
    upload: {
      configMissing: 'Las subidas no están configuradas o la configuración no se pudo cargar.',
      tooLarge: '{{name}} supera el tamaño permitido.', typeNotAllowed: 'No se permiten archivos de este tipo: {{name}}',
      badResponse: 'El servidor respondió con un formato incorrecto.', tooMany: 'Como máximo {{max}} archivos a la vez.',
    },
    wordCount: '{{words}} / {{limit}} palabras · {{characters}} caracteres', overLimit: 'Supera el límite de {{limit}} palabras.',
    wordLimit: 'Límite de palabras', draftFound: 'Se encontró un borrador guardado el {{time}}.', restoreDraft: 'Restaurar', discardDraft: 'Descartar', draftSaved: 'Borrador guardado', output: 'Salida HTML',
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
    kaoshiIndex: 'Entrada al examen', editorPlayground: 'Prueba del editor',
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
  kaoshi: {
    title: 'Mis exámenes', hello: 'Hola, {{name}}', empty: 'Aún no tiene exámenes.', emptyHint: 'Los exámenes publicados para su convocatoria aparecerán aquí.',
  },
};
