// Glossary: exam-core owns paper_versions (frozen papers) and the exam's shared rules; no routes.
/**
 * The exam's rules that attempts, marking, papers, publications and the live view share, each in
 * one place: the frozen paper a candidate sits, the answer format (displayed letters and bank
 * keys), scoring, the result a candidate may see, the deadline, who may sit an exam, and a paper's
 * draw rules (and loading a paper's stored rules), and which publications hold a paper against
 * deletion (papers asks, publications' rows answer). Other modules use
 * only this file (the boundary check allows no other).
 */
export * from './answer-format.js';
export * from './deadline.js';
export * from './eligibility.js';
export * from './frozen-paper.js';
export * from './frozen-paper-store.js';
export * from './paper-holders.js';
export * from './paper-rules.js';
export * from './scoring.js';
export * from './visibility.js';
