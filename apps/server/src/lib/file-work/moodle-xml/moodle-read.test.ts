import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileRefusal } from '../refusal.js';
import { clozeAnswers } from './moodle-cloze.js';
import { categorySegments, readMoodleXml } from './moodle-read.js';

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/moodle', name)));
const labels = { true: 'True', false: 'False' };
const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof FileRefusal) return error.key;
    throw error;
  }
  return null;
};

describe('reading a Moodle XML question file', () => {
  const items = readMoodleXml(fixture('welding-bank.xml'), labels);
  const byName = (name: string) => items.find((item) => item.name === name)!;

  it('reads every question in order, under the category last declared, with no problem', () => {
    expect(items.map((item) => [item.number, item.name, item.category.join(' / ')])).toEqual([
      [1, 'MIG shielding gas', 'Gas welding / Shielding gases'],
      [2, 'PPE', 'Gas welding / Shielding gases'],
      [3, 'Cylinder storage', 'Safety'],
      [4, 'Inert gas name', 'Safety'],
      [5, 'Electrode angle', 'Safety'],
      [6, 'Porosity causes', 'Safety'],
      [7, 'Welding procedure', 'Safety'],
    ]);
    expect(items.filter((item) => item.problem)).toEqual([]);
  });

  it('maps single and multiple choice by <single>, the right options by their fractions', () => {
    const single = byName('MIG shielding gas');
    expect(single.question).toMatchObject({
      type: 0,
      score: 2,
      answer: ['A'],
      options: ['<p>Argon</p>', '<p>Oxygen</p>', '<p>Hydrogen</p>'],
    });
    expect(single.question!.explanation).toBe('<p>An inert gas keeps air away from the molten metal.</p>');
    expect(single.files.map((file) => [file.name, file.data.length > 60])).toEqual([['weld pool.png', true]]);
    expect(byName('PPE').question).toMatchObject({ type: 1, score: 3, answer: ['A', 'B'] });
  });

  it('gives a true/false question the two statements in the caller language, the right one as the answer', () => {
    expect(byName('Cylinder storage').question).toMatchObject({ type: 2, options: ['<p>True</p>', '<p>False</p>'], answer: ['B'] });
  });

  it('turns short answer and numerical into a one-blank fill-in: full-mark answers only, the tolerance kept', () => {
    const short = byName('Inert gas name').question!;
    expect(short.type).toBe(4);
    expect(short.stem).toBe('<p>The most common inert shielding gas is {{1}}.</p>');
    expect(short.spec).toEqual({ blanks: [{ accepted: ['argon', 'Ar'], points: 1 }], anyOrder: false });
    const numeric = byName('Electrode angle').question!;
    expect(numeric.stem).toContain('<p>{{1}}</p>');
    expect(numeric.spec).toEqual({ blanks: [{ accepted: ['45'], points: 2, numeric: { value: 45, tolerance: 5 } }], anyOrder: false });
  });

  it('turns an essay into an essay with the grader information as the reference answer', () => {
    expect(byName('Porosity causes').question).toMatchObject({
      type: 6,
      score: 10,
      spec: { scoringPoints: [], referenceAnswer: expect.stringContaining('Gas flow too low'), minLength: 0, maxLength: 0 },
    });
  });

  it('turns a cloze into a case question: numbered gaps in the material, one sub-question per embedded question', () => {
    const cloze = byName('Welding procedure').question!;
    expect(cloze.type).toBe(7);
    expect(cloze.score).toBe(4);
    expect(cloze.stem).toContain('set the gas flow to (1)______ litres per minute, wear a (2)______ and keep the (3)______ within reach');
    expect(cloze.subQuestions).toEqual([
      expect.objectContaining({
        type: 4,
        score: 2,
        spec: { blanks: [{ accepted: ['15'], points: 2, numeric: { value: 15, tolerance: 2 } }], anyOrder: false },
      }),
      expect.objectContaining({
        type: 0,
        score: 1,
        answer: ['A'],
        options: ['<p>welding helmet</p>', '<p>sun hat</p>', '<p>baseball cap</p>'],
      }),
      expect.objectContaining({
        type: 4,
        score: 1,
        spec: { blanks: [{ accepted: ['fire extinguisher', 'extinguisher'], points: 1 }], anyOrder: false },
      }),
    ]);
  });

  it('names each question of a kind it cannot hold, and reads the others', () => {
    const read = readMoodleXml(fixture('unsupported.xml'), labels);
    expect(read.map((item) => [item.name, item.problem?.key ?? null, item.problem?.params ?? null])).toEqual([
      ['Arc eye', null, null],
      ['Match the processes', 'moodleTypeUnsupported', { type: 'matching' }],
      ['Section intro', 'moodleTypeUnsupported', { type: 'description' }],
    ]);
  });

  it('refuses what is not a Moodle XML file, a DTD with entities, and more questions than the limit', () => {
    expect(refusalOf(() => readMoodleXml(new TextEncoder().encode('<quiz><question></quiz>'), labels))).toBe('moodleNotXml');
    expect(refusalOf(() => readMoodleXml(new TextEncoder().encode('<assessmentItem/>'), labels))).toBe('moodleNotQuiz');
    const bomb = '<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><quiz>&b;</quiz>';
    expect(refusalOf(() => readMoodleXml(new TextEncoder().encode(bomb), labels))).toBe('moodleNotXml');
    expect(refusalOf(() => readMoodleXml(fixture('welding-bank.xml'), labels, 3))).toBe('moodleTooManyQuestions');
  });

  it('reads cloze answers with their fractions, feedback and escapes', () => {
    expect(clozeAnswers('=a\\~b#fine~%50%c#half~d')).toEqual([
      { fraction: 100, text: 'a~b' },
      { fraction: 50, text: 'c' },
      { fraction: 0, text: 'd' },
    ]);
    expect(categorySegments('$course$/top/A//B/C')).toEqual(['A/B', 'C']);
    expect(categorySegments('$course$/top')).toEqual([]);
  });
});
