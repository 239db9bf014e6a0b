// The dependency rule of the hexagon (README "Architecture"): arrows point inward, and each layer may use only the packages it names.
// `npm run lint` runs it over the tree; tests/architecture/dependency-rule.test.ts proves each rule turns red on an injected import.

const NODE_MODULES = "(^|/)node_modules/";
// effect's core modules (effect, effect/Schema, ...): the files at the top of its dist folder, not its http, cli, observability... folders.
const EFFECT_CORE = `${NODE_MODULES}effect/dist/[^/]+[.]js$`;
// Pure text libraries with no I/O and no dependencies, which a domain rule may use as it uses effect's core (the URL slug).
const PURE_TEXT = `${NODE_MODULES}slugify/`;
const DATABASE_PACKAGES = `${NODE_MODULES}(@mikro-orm|kysely|pg|pg-[^/]+|@electric-sql/pglite)/`;
// The public entry of a UI feature: the one file of ui/features/<feature>/ that other folders may import.
const FEATURE_ENTRY = "^ui/features/[^/]+/index[.]ts$";
const SERVER_PACKAGES = `${NODE_MODULES}(@mikro-orm|kysely|pg|@electric-sql/pglite|@effect/platform-node|argon2|nodemailer|sharp|saxes|iconv-lite|csv-parse|cli-progress)/`;

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "domain-only-domain-and-effect-core",
      comment: "domain/ holds pure rules: it imports only domain/, effect's core modules and pure text libraries (no node:, no effect/http..., no other layer)",
      severity: "error",
      from: { path: "^domain/" },
      to: { pathNot: [`^domain/`, EFFECT_CORE, PURE_TEXT] },
    },
    {
      name: "application-only-domain-and-effect-core",
      comment:
        "application/ holds use cases and ports: it imports only application/, domain/ and effect's core modules (no adapters, no database drivers, no node:)",
      severity: "error",
      from: { path: "^application/" },
      to: { pathNot: ["^(application|domain)/", EFFECT_CORE, PURE_TEXT] },
    },
    {
      name: "adapters-not-ui-or-cli",
      comment: "adapters/ are driven by the composition root; they never import the browser app (ui/) or the operator commands (cli/)",
      severity: "error",
      from: { path: "^adapters/" },
      to: { path: "^(ui|cli)/" },
    },
    {
      name: "http-contract-browser-safe",
      comment: "The HTTP contract is the other end of the browser's wire: it imports only itself, domain/ and effect",
      severity: "error",
      from: { path: "^adapters/http/contract/" },
      to: { pathNot: ["^(adapters/http/contract|domain)/", `${NODE_MODULES}effect/`] },
    },
    {
      name: "ui-only-ui-domain-and-contract",
      comment: "ui/ runs in the browser: it imports ui/, domain/ and the HTTP contract, never application/, other adapters or cli/",
      severity: "error",
      from: { path: "^ui/" },
      to: { path: "^(application|adapters|cli|tests)/", pathNot: "^adapters/http/contract/" },
    },
    {
      name: "ui-no-server-packages",
      comment: "ui/ runs in the browser: no node: modules and no server-only packages (database drivers, argon2, mail, images...)",
      severity: "error",
      from: { path: "^ui/" },
      to: { path: [SERVER_PACKAGES], dependencyTypes: ["npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown"] },
    },
    {
      name: "ui-no-node-modules",
      comment: "ui/ runs in the browser: no node: modules",
      severity: "error",
      from: { path: "^ui/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "ui-feature-public-entry",
      comment:
        "A ui/features/<feature>/ folder is used from outside only through its public entry, index.ts; its other files are its own. Exceptions: " +
        "a lazily loaded chunk (import(...)) is loaded by its own file, since a static re-export from index.ts would pull it into the main bundle; " +
        "the store (ui/app/store.ts) takes the slices from their own files, since the features' components import the store's hooks: " +
        "through an index.ts the store would wait on those components, which wait on the store, and find a slice still undefined at load",
      severity: "error",
      from: { pathNot: ["^ui/features/", "^ui/app/store[.]ts$"] },
      to: { path: "^ui/features/[^/]+/", pathNot: FEATURE_ENTRY, dependencyTypesNot: ["dynamic-import"] },
    },
    {
      name: "ui-feature-public-entry-between-features",
      comment: "The same rule between features: a file of ui/features/<feature>/ reaches another feature only through that feature's index.ts",
      severity: "error",
      from: { path: "^ui/features/([^/]+)/" },
      to: { path: "^ui/features/[^/]+/", pathNot: ["^ui/features/$1/", FEATURE_ENTRY], dependencyTypesNot: ["dynamic-import"] },
    },
    {
      name: "sql-only-in-persistence",
      comment: "SQL and database drivers live in adapters/persistence/ (the composition root wires them; tests may reach them)",
      severity: "error",
      from: { path: "^(domain|application|adapters|ui|cli)/", pathNot: "^adapters/persistence/" },
      to: { path: DATABASE_PACKAGES },
    },
    {
      name: "no-unresolvable-imports",
      comment: "An import that resolves to nothing (effect/unstable/http in effect 4.1, a typo) is a broken build waiting to happen",
      severity: "error",
      from: {},
      // vite/client is named only by a `/// <reference types>`: a types-only package no runtime import resolves to.
      to: { couldNotResolve: true, pathNot: "^vite/client$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      conditionNames: ["import", "node", "default"],
      exportsFields: ["exports"],
      mainFields: ["module", "main", "types"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
