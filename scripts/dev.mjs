// Development mode: the API with reload on change (port 3000) and the web app
// with hot module reload (Vite, port 5173, proxying /api and /socket.io).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `Node.js ${process.versions.node} is too old: the product runs on Node.js 24 (.node-version).\n` +
      'Run `. scripts/use-node.sh` to put it first on PATH, then try again.',
  );
  process.exit(1);
}

// The same data folder as `npm start`: ./data at the top of the repository.
const env = {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? fileURLToPath(new URL('../data', import.meta.url)),
};

const children = [
  spawn('npm', ['run', 'dev', '-w', '@hrms/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@hrms/web'], { stdio: 'inherit' }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
