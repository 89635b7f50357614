import { routeKeyMatcher, useApiClient, type ApiError } from '@wattwise/api';
import {
  buildPath,
  captchaToast,
  registrationErrorToast,
  responseErrorToast,
  validateBuildingTypePresent,
  validationToast,
  type ToastSpec,
} from '@wattwise/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { withSiteData } from '../../shared/siteData';
import { captchaToken } from './captchaToken';
import {
  buildingRegistrationBody,
  simpleRegistrationBody,
  siteRegistrationBody,
} from './registrationBody';
import type { RegistrationAction, RegistrationState } from './registrationState';
import { validateVisitedSteps } from './stepValidation';

/** Which registration the wizard sends. */
export type RegistrationVariant = 'site' | 'add-building' | 'demo' | 'no-login';

interface TreeNode {
  name?: string;
  path?: string;
  type?: string;
  children?: TreeNode[];
}

/** The building node of the tree with this name (the building just added), if any. */
function findBuilding(tree: unknown, name: string): TreeNode | undefined {
  const nodes: TreeNode[] = Array.isArray(tree) ? tree : tree ? [tree as TreeNode] : [];
  for (const node of nodes) {
    if (node.type === 'BUILDING' && node.name === name) return node;
    const inside = findBuilding(node.children ?? [], name);
    if (inside) return inside;
  }
  return undefined;
}

/** The message of a registration the server refused (a 4xx with the rule's text), if it is one. */
function refusalMessage(error: ApiError | Error): string | null {
  if (!('kind' in error) || error.kind !== 'server') return null;
  return error.status >= 400 && error.status < 500 && error.message ? error.message : null;
}

export interface SubmitOptions {
  variant: RegistrationVariant;
  siteId?: string;
  showToast: (toast: ToastSpec) => void;
  dispatch: (action: RegistrationAction) => void;
}

/**
 * Sends the registration once the last step passed: every visited step is checked again (a
 * half-finished wizard never sends a partial registration), a missing building type shows
 * 'Something went wrong, please try again.' and goes back one step, the captcha token of the
 * signup action is added, and the answer decides: captchaSuccessful false → 'Captcha
 * unsuccessful'; errorMessage → 'Error' with it; a network or server failure → 'Registration
 * error' with the support e-mail for 10 s; in the simple flow a refusal (400) shows its message;
 * success → after-registration (site), building diagnose (add building) or simple diagnose.
 */
export function useSubmitRegistration({ variant, siteId, showToast, dispatch }: SubmitOptions) {
  const client = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { supportEmail, recaptchaSiteKey } = useRuntimeConfig();
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const failed = (error: ApiError | Error) => {
    if (variant === 'demo' || variant === 'no-login') {
      console.error('Registration failed', error);
      // The simple flow's refusals come as a 400 with the rule's message: a visitor who sees
      // nothing cannot tell what to change, so it is shown as the full flow shows its errorMessage.
      const refusal = refusalMessage(error);
      if (refusal) return showToast(responseErrorToast(refusal));
    }
    showToast(registrationErrorToast(supportEmail ?? ''));
  };

  const send = async (state: RegistrationState) => {
    const now = new Date();
    const steps = validateVisitedSteps(state, now);
    if (!steps.ok) return showToast(validationToast(steps));
    const type = validateBuildingTypePresent(state.draft.building.buildingType);
    if (!type.ok) {
      showToast(validationToast(type));
      return dispatch({ type: 'back' });
    }
    const token = await captchaToken(recaptchaSiteKey);
    if (variant === 'demo' || variant === 'no-login') {
      const result = await client.call('predict.simplediagnose.registration', {
        body: simpleRegistrationBody(state, token, now) as never,
      });
      if (!result.ok) return failed(result.error);
      return navigate(withSiteData('predict-simple-diagnose', result.data));
    }
    const result =
      variant === 'add-building' && siteId
        ? await client.call('predict.register.building', {
            params: { siteId },
            body: buildingRegistrationBody(state, token) as never,
          })
        : await client.call('predict.register.site', {
            body: siteRegistrationBody(state, token, now) as never,
          });
    if (!result.ok) return failed(result.error);
    const answer = result.data;
    if (answer.captchaSuccessful === false) return showToast(captchaToast());
    if (answer.errorMessage) return showToast(responseErrorToast(answer.errorMessage));
    const newSiteId = answer.siteId ?? siteId;
    if (!newSiteId) return failed(new Error('The registration answer has no siteId'));
    if (variant === 'add-building') {
      await mutate(routeKeyMatcher('spatial.tree', { siteId: newSiteId }));
      const tree = await client.call('spatial.tree', { params: { siteId: newSiteId } });
      const building = tree.ok
        ? findBuilding(tree.data, state.draft.address.buildingName ?? '')
        : undefined;
      const buildingId = building?.path?.split('/').pop();
      return navigate(
        buildingId
          ? buildPath('predict-building-diagnose', { siteId: newSiteId, buildingId })
          : buildPath('predict-site', { siteId: newSiteId }),
      );
    }
    return navigate(buildPath('predict-after-registration', { siteId: newSiteId }));
  };

  const submit = (state: RegistrationState) => {
    if (inFlight.current) return; // a double click sends one registration
    inFlight.current = true;
    setPending(true);
    send(state)
      .catch((error: Error) => failed(error))
      .finally(() => {
        inFlight.current = false;
        setPending(false);
      });
  };

  return { submit, pending };
}
