/** The hook name of a route: 'user.site.list' → 'useUserSiteList'. */
export function routeHookName(routeName: string): string {
  return `use${routeName
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;
}
