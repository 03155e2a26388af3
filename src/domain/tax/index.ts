/* Tax year (issue 28, decision 026): lots, Form 8949 / Schedule D / Form 6781, K-1 items. */
export * from './types';
export * from './holding';
export * from './section1256';
export * from './lots';
export * from './form-8949';
export * from './allocations';
export * from './k1';
export * from './amounts';
export * from './messages';
export * from './schemas';
export * from './documents';
export * from './api-schemas';
export * from './section1256-list';
export * from './open-lots';
