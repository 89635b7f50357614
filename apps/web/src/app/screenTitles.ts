import type { RouteName } from '@wattwise/domain';

/**
 * Titles of screens by route name. The spec names the routes, not their titles: titles ours, in
 * the product's words (spec shell §2, analysis §2).
 */
const screenTitles: Readonly<Partial<Record<RouteName, string>>> = {
  'predict-site-registration': 'Site registration',
  'predict-no-login-site-registration': 'Site registration',
  'predict-registration-demo': 'Demo registration',
  'predict-simple-diagnose': 'Simple diagnose',
  'predict-simple-plan': 'Simple improvement plan',
  'predict-energy-map': 'Energy saving map',
  'predict-add-building': 'Add building',
  terms: 'Terms',
  methodology: 'How we model your building',
  estate: 'Estate at a glance',
  home: 'Your sites',
};

const levelWords: Readonly<Record<string, string>> = {
  diagnose: 'Diagnose',
  plan: 'Improvement plan',
  'improvement-plan': 'Improvement plan',
  validate: 'Validate',
  events: 'Events',
  scheduler: 'Schedules',
  overview: 'Overview',
  scenarios: 'Scenarios',
};

/** The title of a placeholder screen from its route name, e.g. 'predict-building-diagnose' → 'Diagnose'. */
export function screenTitle(routeName: RouteName): string {
  const known = screenTitles[routeName];
  if (known) return known;
  const parts = routeName.split('-');
  for (let i = parts.length - 1; i >= 0; i--) {
    const tail = parts.slice(i).join('-');
    const word = levelWords[tail];
    if (word) return `${word}${parts[0] === 'optimise' ? ' (Optimise)' : ''}`;
  }
  return routeName;
}
