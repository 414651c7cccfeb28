export * from './whitelist.js';
export * from './sanitiser.js';
export * from './assert-safe.js';
export * from './xss-corpus.js';
export * from './url-policy.js';
export * from './forgery-corpus.js';
