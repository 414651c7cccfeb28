import type { DemoText } from './shape.js';

export const en: DemoText = {
  accounts: { admin: 'Administrator', teacher: 'Demo Teacher', student: 'Demo Student' },
  project: { name: 'Demo certification project', description: 'Sample data to try the exam system.' },
  jobCategory: 'Demo metalworking trades',
  jobType: 'Welder',
  batch: 'Demo batch',
  certifiedBatch: 'Demo batch (certified)',
  course: { name: 'Welding safety basics', description: 'Safe working and welding practice.' },
  chapters: { safety: 'Safe working', practice: 'Welding practice' },
  points: { PPE: 'Protective equipment', FIRE: 'Fire prevention', ARC: 'Arc welding basics', GAS: 'Gas cylinders' },
  trueFalse: ['True', 'False'],
  questions: [
    {
      stem: 'Which filter shade suits manual arc welding at 100–200 A?',
      options: ['Shade 3', 'Shade 5', 'Shade 10 to 11', 'Clear glass'],
      explanation: 'Arc welding at these currents needs shade 10 to 11; lighter shades let harmful light through.',
    },
    {
      stem: 'What are welding gloves made of?',
      options: ['Leather', 'Cotton', 'Nylon', 'Thin rubber'],
      explanation: 'Leather resists heat and spatter; the others burn or melt.',
    },
    {
      stem: 'How long does the fire watch continue after hot work ends?',
      options: ['Not at all', 'Five minutes', 'At least thirty minutes', 'Until the next shift starts'],
      explanation: 'Smouldering material can ignite long after the work stops: at least thirty minutes.',
    },
    {
      stem: 'Which polarity is usual for basic-coated (E7018) electrodes on direct current?',
      options: ['Electrode positive (DCEP)', 'Electrode negative (DCEN)', 'Alternating current only', 'Any polarity'],
      explanation: 'Basic-coated electrodes run best electrode positive.',
    },
    {
      stem: 'How are acetylene cylinders stored?',
      options: ['Upright and secured', 'Lying flat', 'Upside down', 'Anywhere out of the sun'],
      explanation: 'Acetylene is dissolved in acetone: a cylinder lying down can release liquid acetone.',
    },
    {
      stem: 'Which of these protect a welder from arc radiation? Choose all that apply.',
      options: ['A helmet with the right filter', 'A flame-resistant jacket', 'Ordinary sunglasses', 'Leather gloves'],
      explanation: 'Sunglasses do not block the ultraviolet and infrared light of the arc.',
    },
    {
      stem: 'What must be done before hot work starts? Choose all that apply.',
      options: ['Remove combustibles from the area', 'Have an extinguisher ready', 'Open the oxygen valve fully', 'Get a hot work permit'],
      explanation: 'The oxygen valve is opened slowly and only as far as needed.',
    },
    {
      stem: 'Which signs point to a leak in an oxy-fuel set? Choose all that apply.',
      options: ['A hissing sound', 'A smell of gas', 'A cylinder warm to the touch in the sun', 'Bubbles in leak-test solution'],
      explanation: 'Sun-warmed cylinders are a storage problem, not a sign of a leak.',
    },
    {
      stem: 'An electrode holder may be left on a grounded workbench while the machine is on.',
      explanation: 'A live holder on a grounded bench can strike an arc or shock someone: hang it up insulated.',
    },
    {
      stem: 'Oxygen valves and fittings must be kept free of oil and grease.',
      explanation: 'Oil and grease can ignite violently in pure oxygen.',
    },
    {
      stem: 'Water is a suitable extinguisher for an electrical fire.',
      explanation: 'Water conducts: use a CO2 or dry powder extinguisher.',
    },
    {
      stem: 'Practical task: open the task sheet, set up a fillet weld as it describes, then write down the current and electrode you chose.',
      explanation: 'Marked by an examiner.',
    },
  ],
  paper: 'Welding safety: demo paper',
  notice: {
    title: 'Demo exam rules',
    heading: 'Before you start',
    items: [
      'Have your ID card ready; the photo on screen must be you.',
      'The exam lasts 30 minutes and submits itself when the time is up.',
      'Every answer is saved as you go: if your browser closes, log in again and carry on.',
      'The practical task opens a task sheet in a new tab; write your answer back here.',
    ],
    closing: 'This is a demo exam: you may take it up to three times.',
  },
  publication: 'Demo exam: welding safety',
  finishedPublication: 'Demo exam: welding safety (finished)',
  candidates: ['Li Wei', 'Wang Fang', 'Zhang Min', 'Liu Yang', 'Chen Jing', 'Zhao Lei'],
  taskAnswer: 'Fillet weld, 3.2 mm E7018 electrode at 110 A, DCEP.',
  registration: {
    openBatch: 'Demo batch (registration open)',
    closedBatch: 'Demo batch (registration closed)',
    applicants: ['Sun Hao', 'Zhou Ting', 'Wu Qiang', 'Zheng Yu', 'Feng Lin', 'He Xin'],
    organisation: 'Demo Steelworks',
    refusal: 'The ID card scan is unreadable; please upload a clearer one.',
  },
  hall: {
    venue: 'Demo training centre',
    address: '1 Workshop Road',
    rooms: ['Room 101', 'Room 102'],
    publication: 'Demo hall exam: welding safety',
  },
};
