import type { Ref } from 'react';
import { shellMessages } from '@wattwise/domain';
import { Button } from '../Button/Button';
import * as css from './NotFound.css';

export interface NotFoundProps {
  /** Query `code`, default 404 (spec shell §2). */
  code?: string | number;
  /** Query `message`, default 'Location not found'. */
  message?: string;
  onGoHome: () => void;
  ref?: Ref<HTMLElement>;
}

/** The not-found page: code, message and a 'Go home' button. */
export function NotFound({
  code = 404,
  message = shellMessages.notFoundMessage,
  onGoHome,
  ref,
}: NotFoundProps) {
  return (
    <main ref={ref} className={css.page}>
      <p className={css.code}>{code}</p>
      <h1 className={css.message}>{message}</h1>
      <Button onPress={onGoHome}>{shellMessages.goHome}</Button>
    </main>
  );
}
