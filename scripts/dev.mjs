// Development mode: the API with reload on change (port 3000) and the web app
// with hot module reload (Vite, port 5173, proxying /api and /socket.io).
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
