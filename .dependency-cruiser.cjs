/**
 * The domain's business contexts (`domain/src/<context>/`) may depend on one another only one way:
 * a cycle between two contexts fails the build (decision 2003). Tests and their `testing/` helpers
 * are left out: they may assemble several contexts.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle-between-contexts',
      comment: 'Two business contexts that lean on each other are one context, or need a third.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^domain/src/[^/]+$' },
      to: { path: '^domain/src/[^/]+$', circular: true },
    },
  ],
  options: {
    includeOnly: '^domain/src/',
    exclude: { path: ['\\.test\\.ts$', '/testing/'] },
    tsPreCompilationDeps: true,
    metrics: true,
  },
};
