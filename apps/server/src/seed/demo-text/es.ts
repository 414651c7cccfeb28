import type { DemoText } from './shape.js';

export const es: DemoText = {
  accounts: { admin: 'Administrador', teacher: 'Profesor de demostración', student: 'Alumno de demostración' },
  project: { name: 'Proyecto de certificación de demostración', description: 'Datos de ejemplo para probar el sistema de exámenes.' },
  jobCategory: 'Oficios del metal (demostración)',
  jobType: 'Soldador',
  batch: 'Convocatoria de demostración',
  certifiedBatch: 'Convocatoria de demostración (certificada)',
  course: { name: 'Fundamentos de seguridad en soldadura', description: 'Trabajo seguro y práctica de soldadura.' },
  chapters: { safety: 'Trabajo seguro', practice: 'Práctica de soldadura' },
  points: {
    PPE: 'Equipos de protección',
    FIRE: 'Prevención de incendios',
    ARC: 'Fundamentos de la soldadura por arco',
    GAS: 'Botellas de gas',
  },
  trueFalse: ['Verdadero', 'Falso'],
  questions: [
    {
      stem: '¿Qué tono de filtro es adecuado para la soldadura manual por arco a 100–200 A?',
      options: ['Tono 3', 'Tono 5', 'Tono 10 a 11', 'Vidrio transparente'],
      explanation: 'A estas intensidades la soldadura por arco necesita tono 10 a 11; los tonos más claros dejan pasar luz dañina.',
    },
    {
      stem: '¿De qué material son los guantes de soldador?',
      options: ['Cuero', 'Algodón', 'Nailon', 'Goma fina'],
      explanation: 'El cuero resiste el calor y las proyecciones; los demás arden o se funden.',
    },
    {
      stem: '¿Cuánto dura la vigilancia contra incendios después de terminar un trabajo en caliente?',
      options: ['No hace falta', 'Cinco minutos', 'Al menos treinta minutos', 'Hasta que empiece el siguiente turno'],
      explanation: 'Un material que arde sin llama puede prenderse mucho después de parar el trabajo: al menos treinta minutos.',
    },
    {
      stem: '¿Qué polaridad es la habitual para electrodos de revestimiento básico (E7018) en corriente continua?',
      options: ['Electrodo positivo (DCEP)', 'Electrodo negativo (DCEN)', 'Solo corriente alterna', 'Cualquier polaridad'],
      explanation: 'Los electrodos de revestimiento básico funcionan mejor con el electrodo en positivo.',
    },
    {
      stem: '¿Cómo se almacenan las botellas de acetileno?',
      options: ['De pie y sujetas', 'Tumbadas', 'Boca abajo', 'En cualquier sitio a la sombra'],
      explanation: 'El acetileno está disuelto en acetona: una botella tumbada puede soltar acetona líquida.',
    },
    {
      stem: '¿Qué protege al soldador de la radiación del arco? Elija todas las correctas.',
      options: ['Una careta con el filtro adecuado', 'Una chaqueta ignífuga', 'Gafas de sol normales', 'Guantes de cuero'],
      explanation: 'Las gafas de sol no bloquean la luz ultravioleta e infrarroja del arco.',
    },
    {
      stem: '¿Qué debe hacerse antes de empezar un trabajo en caliente? Elija todas las correctas.',
      options: [
        'Retirar los materiales combustibles de la zona',
        'Tener un extintor preparado',
        'Abrir del todo la válvula de oxígeno',
        'Obtener un permiso de trabajo en caliente',
      ],
      explanation: 'La válvula de oxígeno se abre despacio y solo lo necesario.',
    },
    {
      stem: '¿Qué señales indican una fuga en un equipo oxigás? Elija todas las correctas.',
      options: ['Un silbido', 'Olor a gas', 'Una botella caliente al tacto por el sol', 'Burbujas en la solución detectora de fugas'],
      explanation: 'Una botella calentada por el sol es un problema de almacenamiento, no una señal de fuga.',
    },
    {
      stem: 'El portaelectrodos puede dejarse sobre un banco de trabajo conectado a tierra con la máquina encendida.',
      explanation:
        'Un portaelectrodos con tensión sobre un banco a tierra puede cebar un arco o electrocutar a alguien: cuélguelo aislado.',
    },
    {
      stem: 'Las válvulas y conexiones de oxígeno deben mantenerse libres de aceite y grasa.',
      explanation: 'El aceite y la grasa pueden inflamarse violentamente en oxígeno puro.',
    },
    {
      stem: 'El agua es un agente extintor adecuado para un incendio eléctrico.',
      explanation: 'El agua conduce la electricidad: use un extintor de CO2 o de polvo.',
    },
    {
      stem: 'Tarea práctica: abra la hoja de tarea, prepare una soldadura en ángulo como se describe y anote la intensidad y el electrodo que eligió.',
      explanation: 'La califica un examinador.',
    },
  ],
  paper: 'Seguridad en soldadura: prueba de demostración',
  notice: {
    title: 'Normas del examen de demostración',
    heading: 'Antes de empezar',
    items: [
      'Tenga a mano su documento de identidad; la foto de la pantalla debe ser usted.',
      'El examen dura 30 minutos y se entrega solo cuando se acaba el tiempo.',
      'Cada respuesta se guarda al momento: si el navegador se cierra, vuelva a iniciar sesión y continúe.',
      'La tarea práctica abre una hoja de tarea en una pestaña nueva; escriba aquí su respuesta.',
    ],
    closing: 'Es un examen de demostración: puede hacerlo hasta tres veces.',
  },
  publication: 'Examen de demostración: seguridad en soldadura',
  finishedPublication: 'Examen de demostración: seguridad en soldadura (finalizado)',
  candidates: ['Lucía García', 'Carlos Martínez', 'María López', 'Javier Sánchez', 'Ana Fernández', 'Pablo Romero'],
  taskAnswer: 'Soldadura en ángulo, electrodo E7018 de 3,2 mm a 110 A, electrodo positivo (DCEP).',
  registration: {
    openBatch: 'Convocatoria de demostración (inscripción abierta)',
    closedBatch: 'Convocatoria de demostración (inscripción cerrada)',
    applicants: ['Sergio Ruiz', 'Elena Díaz', 'Raúl Moreno', 'Laura Muñoz', 'Diego Álvarez', 'Marta Gil'],
    organisation: 'Acerías de demostración',
    refusal: 'La copia del documento de identidad no se lee; suba una más clara.',
  },
  hall: {
    venue: 'Centro de formación de demostración',
    address: 'Calle del Taller 1',
    rooms: ['Aula 101', 'Aula 102'],
    publication: 'Examen de demostración en sala: seguridad en soldadura',
  },
};
