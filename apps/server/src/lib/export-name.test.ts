import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-name.js';

const at = new Date(2030, 2, 4, 9, 30).getTime();

describe('an export is named after what it holds, in the reader language', () => {
  it('names a batch ranking of an exam in Chinese with the exam and the day', () => {
    expect(exportFileName('zh', 'fileClassRanking', { of: '焊工中级', at })).toBe('批次成绩排名-焊工中级-2030-03-04.xlsx');
  });

  it('speaks each of the four languages and leaves out a missing exam', () => {
    expect(exportFileName('en', 'fileAuditLog', { at })).toBe('Audit log-2030-03-04.xlsx');
    expect(exportFileName('es', 'fileItemAnalysis', { of: null, at })).toBe('Análisis de preguntas-2030-03-04.xlsx');
    expect(exportFileName('ja', 'fileQuestionsQti', { at, extension: 'zip' })).toBe('問題（QTI）-2030-03-04.zip');
  });

  it('names a template without a day', () => {
    expect(exportFileName('zh', 'fileStudentTemplate')).toBe('考生导入模板.xlsx');
  });

  it('keeps characters a file system refuses out of the name', () => {
    expect(exportFileName('en', 'fileMarking', { of: 'Weld: A/B "final"?', at })).toBe('Marking-Weld_ A_B _final_-2030-03-04.xlsx');
  });
});
