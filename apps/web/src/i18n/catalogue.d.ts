/** A message catalogue, compiled by Lingui's Vite plugin when imported (decision 042). */
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
