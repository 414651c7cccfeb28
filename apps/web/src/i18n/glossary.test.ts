import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../app/text/catalogues';

/**
 * Words that mean a glossary term but are not it: a screen that uses one names the same thing
 * differently from its neighbours (职业类别 here, 工种类别 there).
 */
const VARIANTS: Record<keyof typeof CATALOGUES, Partial<Record<keyof (typeof CATALOGUES)['en']['glossary'], RegExp>>> = {
  en: { candidateNumber: /admission number|exam number/i, passMark: /pass score|passing score/i },
  zh: { jobCategory: /工种类别|职业类型/, pass: /及格/, passMark: /及格分|合格分数线/, candidateNumber: /(?<!准)考证号|(?<!准考证)考号/ },
  es: { passMark: /nota mínima|puntuación mínima/i },
  ja: { jobCategory: /職業区分|職業分類/, jobType: /受験職種/, candidateNumber: /受検番号/ },
};

function texts(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => texts(child, path ? `${path}.${key}` : key));
}

describe('one glossary of terms in the four catalogues', () => {
  it.each(Object.keys(VARIANTS) as (keyof typeof CATALOGUES)[])('%s says each glossary term one way on every screen', (lang) => {
    const strays = texts(CATALOGUES[lang])
      .filter(([path]) => !path.startsWith('glossary.'))
      .flatMap(([path, text]) =>
        Object.entries(VARIANTS[lang])
          .filter(([, variant]) => variant.test(text))
          .map(([term]) => `${path}: "${text}" (say "${CATALOGUES[lang].glossary[term as keyof (typeof CATALOGUES)['en']['glossary']]}")`),
      );
    expect(strays).toEqual([]);
  });
});
