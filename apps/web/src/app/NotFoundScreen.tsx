import { notFoundContent } from '@wattwise/domain';
import { NotFound } from '@wattwise/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** The error page: query code (default 404) and message (default 'Location not found'), Go home. */
export default function NotFoundScreen() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { code, message } = notFoundContent({
    code: query.get('code'),
    message: query.get('message'),
  });
  return (
    <>
      <title>{`${code} · WattWise`}</title>
      <NotFound code={code} message={message} onGoHome={() => navigate('/')} />
    </>
  );
}
