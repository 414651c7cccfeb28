export * from './whitelist.js';
export * from './sanitiser.js';
export * from './assert-safe.js';
export * from './xss-corpus.js';
