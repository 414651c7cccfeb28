import type { Lang } from '@kaoshi/contracts';
import type { DemoText } from './shape.js';
import { en } from './en.js';
import { es } from './es.js';
import { ja } from './ja.js';
import { zh } from './zh.js';

export type { DemoQuestionText, DemoText } from './shape.js';

export const DEMO_TEXT: Record<Lang, DemoText> = { en, zh, es, ja };
