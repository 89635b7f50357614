/** URL query text of a call's query object: undefined and null are left out, objects become JSON. */
export function toQueryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
