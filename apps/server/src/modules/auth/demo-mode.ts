/**
 * Whether the sign-in page may offer the demo accounts at all. Outside production the setting
 * `auth.demoAccountsVisible` decides; in production the operator must also say so explicitly
 * (`DEMO_MODE=true`), so a real install never shows a password on its sign-in page by accident.
 */
export function demoAccountsAllowed(config: { nodeEnv: string; demoMode: boolean }): boolean {
  return config.nodeEnv !== 'production' || config.demoMode;
}
