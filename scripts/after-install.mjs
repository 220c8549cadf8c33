// Runs after `npm install` and `npm ci` (the root's `postinstall`). npm itself runs on whichever
// Node.js is first on PATH; on an older one it warns `EBADENGINE` about packages that need 22 or
// newer. Those packages run on the Node.js that the install put into node_modules (lib/node-runtime.mjs),
// and this says so, or says what to do where no Node.js could be put there.
import { isSupported, refusal } from './lib/node-runtime.mjs';

const npmNode = /\bnode\/v?(\d+\.\d+\.\d+)/.exec(process.env.npm_config_user_agent ?? '')?.[1];
if (!isSupported(process.versions.node)) {
  console.warn(refusal(process.versions.node));
} else if (npmNode && !isSupported(npmNode)) {
  console.info(
    `npm ran on Node.js ${npmNode}, hence its EBADENGINE warnings: npm start, npm test and the other ` +
      `scripts run on Node.js ${process.versions.node} (${process.execPath}).`,
  );
}
