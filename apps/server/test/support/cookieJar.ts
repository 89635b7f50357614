/** A minimal cookie jar for driving the browser side of the OIDC flow with fastify.inject. */
export class CookieJar {
  #cookies = new Map<string, string>();

  store(setCookie: string | string[] | undefined) {
    const headers = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    for (const header of headers) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=');
        const k = key.trim().toLowerCase();
        return (
          (k === 'expires' && new Date(raw).getTime() <= Date.now()) ||
          (k === 'max-age' && Number(raw) <= 0)
        );
      });
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  names(): string[] {
    return [...this.#cookies.keys()];
  }
}
