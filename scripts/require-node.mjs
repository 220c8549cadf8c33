// `npm test` and the other scripts run this first: on a Node.js older than 22.22 they stop with a
// message saying what to do (lib/node-runtime.mjs) instead of failing in some dependency.
import { requireSupportedNode } from './lib/node-runtime.mjs';

requireSupportedNode();
