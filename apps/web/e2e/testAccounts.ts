/** The demo account seeded by apps/server on first start (its password comes from DEMO_PASSWORD). */
export const demoEmail = 'demo@wattwise.local';
export const demoPassword = 'wattwise-demo';

/** A new account per run, so sign-up never collides with an earlier one. */
export function newAccount(): { name: string; email: string; password: string } {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: 'Alex Tester',
    email: `alex.${stamp}@example.org`,
    password: `pw-${stamp}-Energy!`,
  };
}
