#!/usr/bin/env node
// Type-checks every project in a few TypeScript programs instead of one `tsc` per project.
//
// Each project's own tsconfig.json stays the source of truth (and `nx typecheck <project>` still
// runs it alone). Here the projects whose compiler options are the same (browser, server, e2e)
// share one program: a shared library imported by forty projects is parsed and checked once per
// kind of project instead of forty times. A file is still checked with the same options as in
// its own project's run.
//
// Usage: node tools/scripts/typecheck-all.mjs [--list]
import { join } from 'node:path';
import ts from 'typescript';
import { projectJson, projectRoots } from './projects.mjs';

const root = process.cwd();
const listOnly = process.argv.includes('--list');

// Every project with a `typecheck` target; each runs `tsc --noEmit -p <its tsconfig>`.
const projects = projectRoots().flatMap((dir) => {
  const command = projectJson(dir).targets?.typecheck?.command;
  if (!command) return [];
  const config = /^tsc --noEmit -p (\S+)$/.exec(command)?.[1]?.replace('{projectRoot}', dir);
  if (!config) {
    console.error(`${dir}: typecheck is not \`tsc --noEmit -p <tsconfig>\`; add it here (${command})`);
    process.exit(1);
  }
  return [{ dir, config }];
});

const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => report([d]) };
const formatHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => ts.sys.newLine,
};
function report(diagnostics) {
  const text = process.stdout.isTTY
    ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost)
    : ts.formatDiagnostics(diagnostics, formatHost);
  process.stdout.write(text);
}

/** Options that only name where the config was read from: they do not change the checking. */
const LOCATION_OPTIONS = new Set(['configFilePath', 'pathsBasePath', 'project']);

const groups = new Map();
for (const { dir, config } of projects) {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(root, config), {}, host);
  if (!parsed) process.exit(1);
  if (parsed.errors.length) {
    report(parsed.errors);
    process.exit(1);
  }
  const key = JSON.stringify(
    Object.entries(parsed.options)
      .filter(([name]) => !LOCATION_OPTIONS.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const group = groups.get(key) ?? { options: parsed.options, projects: [], files: new Set() };
  group.projects.push(dir);
  for (const file of parsed.fileNames) group.files.add(file);
  groups.set(key, group);
}

let errors = 0;
for (const group of groups.values()) {
  const types = (group.options.types ?? []).join(', ') || 'no types';
  console.log(`${group.projects.length} projects, ${group.files.size} files (${types})`);
  if (listOnly) {
    console.log(`  ${group.projects.join('\n  ')}`);
    continue;
  }
  const program = ts.createProgram({ rootNames: [...group.files], options: group.options });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length) report(diagnostics);
  errors += diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
}
if (errors) console.log(`\n${errors} type error(s)`);
process.exit(errors ? 1 : 0);
