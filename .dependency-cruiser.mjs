// Import cycles, type-only imports included (they tie files together as much as value imports do).
// A dynamic import() is a deliberate split into another chunk, so a cycle through one is allowed, as
// is one through `typeof import()`, the type of such a chunk.
export default {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Files must not import each other in a loop: move what both need into a file of its own.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import', 'type-import'] } },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: '^node_modules/' },
    exclude: { path: '^(node_modules|dist|test-results|playwright-report|\\.test-reports|\\.stryker-tmp)/' },
  },
};
