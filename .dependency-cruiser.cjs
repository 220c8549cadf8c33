/**
 * Import boundaries (docs/ARCHITECTURE.md, shared conventions §3), checked in CI
 * by `npm run lint`.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'A cycle through a lazy import() is allowed: the shell fetches its overlays, which reuse the shell (decision 013).',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import', 'type-only', 'type-import'] } },
    },
    {
      name: 'contracts-depend-on-zod-and-zxcvbn-only',
      comment:
        'The contracts run in the server and the browser: zod, and zxcvbn-ts for password strength (decision 012).',
      severity: 'error',
      from: { path: '^packages/contracts/', pathNot: '\\.test\\.ts$' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: '^node_modules/(zod|@zxcvbn-ts/(core|language-common|language-en))/',
      },
    },
    {
      name: 'contracts-never-import-apps',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-feature-never-imports-another-feature',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-never-imports-features-or-app',
      severity: 'error',
      from: { path: '^apps/web/src/(api|components|hooks|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-never-import-app',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-toasts-through-lib-toast',
      comment:
        'sonner is fetched with the first toast; a static import puts it in the first load (decision 013).',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/lib/toast\\.ts$' },
      to: { path: '^node_modules/sonner/' },
    },
    {
      name: 'web-shell-fetches-its-overlays',
      comment: 'The shell imports its overlays only lazily, through on-demand.tsx (decision 013).',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: {
        path: '^apps/web/src/app/shell/overlays\\.tsx$',
        dependencyTypesNot: ['dynamic-import', 'type-only', 'type-import'],
      },
    },
    {
      name: 'server-module-uses-others-through-their-public-files',
      comment:
        "A module reaches another's code only through its manifest's api (ctx.use), its read port (<name>.reads.ts), the event map, or types; the kernel modules (access, audit, configuration, notifications) are open to all (decision 038).",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: [
          '^apps/server/src/modules/$1/',
          '^apps/server/src/modules/(access|audit|configuration|notifications)/',
          '\\.(module|reads)\\.ts$',
        ],
        dependencyTypesNot: ['type-only', 'type-import'],
      },
    },
    {
      name: 'server-module-calls-services-not-repositories',
      comment: "A module may use another module's service, never its repository.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/.+\\.repository\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'server-module-reads-only-its-own-tables',
      comment:
        "A module's tables are its own: another module asks its service (docs/decisions/010). The people " +
        'kernel (organization.ts, users.ts) is read by every module; columns.ts holds column helpers. ' +
        'person-history.repository.ts is the one exception: whether anything anywhere refers to a person.',
      severity: 'error',
      from: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['\\.test\\.ts$', '^apps/server/src/modules/employees/person-history\\.repository\\.ts$'],
      },
      to: {
        path: '^apps/server/src/db/schema/',
        pathNot: [
          '^apps/server/src/db/schema/(organization|users|columns)\\.ts$',
          '^apps/server/src/db/schema/$1\\.ts$',
        ],
      },
    },
    {
      name: 'people-kernel-reads-only-people-tables',
      comment: 'src/people is the shared reader of people and their organisation, nothing else.',
      severity: 'error',
      from: { path: '^apps/server/src/people/' },
      to: {
        path: '^apps/server/src/(db/schema/|modules/)',
        pathNot: '^apps/server/src/db/schema/(organization|users|columns)\\.ts$',
      },
    },
    {
      name: 'access-depends-on-the-kernel-only',
      comment:
        'Every module asks the access module for scope; it must depend on no module, or a cycle follows.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/access/' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/access/' },
    },
    {
      name: 'events-depend-on-the-kernel-only',
      comment:
        'The event map is how modules meet without knowing each other (decision 032): it names no module.',
      severity: 'error',
      from: { path: '^apps/server/src/events/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'jobs-depend-on-the-kernel-only',
      comment: 'The job queue runs every module’s work (decision 033): it names no module.',
      severity: 'error',
      from: { path: '^apps/server/src/jobs/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'db-is-the-ground-floor',
      comment:
        'The database client, schema, migrations and backups name no module and no demo data: modules stand on them, not the other way round (the demo company lives in demo/).',
      severity: 'error',
      from: { path: '^apps/server/src/db/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(modules|demo)/' },
    },
    {
      name: 'only-repositories-touch-the-database',
      comment: 'Routes and services reach the database through a repository.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/.+\\.(routes|service)\\.ts$' },
      to: { path: '^(apps/server/src/db/schema/|node_modules/drizzle-orm/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Built output is not source; packages under node_modules stay in the graph (not followed) so
    // the rules on npm dependencies (contracts, sonner) can see them.
    exclude: { path: '^(apps|packages)/[^/]+/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
