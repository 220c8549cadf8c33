#!/usr/bin/env node
/**
 * `npm run typecheck`: every TypeScript project of the repository, as many at once as the machine
 * has cores. The compiler checks a project on one thread, so two projects on two cores take about
 * the time of the larger one, not of both. Each project's errors are printed together, under its
 * name; the exit code fails when any project does.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';

const PROJECTS = ['apps/web', 'apps/server', 'e2e', 'bench', 'packages/contracts'];
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${project} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
  let passed = true;
  for (let project = queue.shift(); project; project = queue.shift()) {
    passed = (await check(project)) && passed;
  }
  return passed;
});
const results = await Promise.all(lanes);
process.exitCode = results.every(Boolean) ? 0 : 1;
