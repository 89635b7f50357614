import { notFoundContent, shellMessages } from '@wattwise/domain';
import { Link, useSearchParams } from 'react-router-dom';

/** The error page: a code (query code) and a message (query message) and Go home (spec shell §2). */
export default function NotFoundPage() {
  const [query] = useSearchParams();
  const { code, message } = notFoundContent({
    code: query.get('code'),
    message: query.get('message'),
  });
  return (
    <main className="page page--centred">
      <title>{`${code} · WattWise`}</title>
      <h1>{code}</h1>
      <p>{message}</p>
      <Link to="/" className="button button--primary">
        {shellMessages.goHome}
      </Link>
    </main>
  );
}
