import { z } from 'zod';
import { PAYMENT_TYPE, validateBillingEmail } from '@wattwise/domain';
import { entity } from '../registry';
import { sandboxFlag } from './common';

/**
 * Upgrade request (shell §7, analysis §7.2): billingEmail and type ANNUAL. The e-mail is checked
 * by domain's rule, so a refusal carries the spec's '* required' or '* e-mail address must be
 * valid' (shell §5).
 */
export const upgradeRequestSchema = entity(
  'UpgradeRequest',
  'Premium upgrade request (shell §7).',
  z.object({
    billingEmail: z.string().superRefine((value, context) => {
      const result = validateBillingEmail(value);
      if (!result.ok) context.addIssue({ code: 'custom', message: result.message });
    }),
    type: z.literal(PAYMENT_TYPE),
  }),
);

/** Upgrade answer: carries the checkout link at _links.checkout.href (shell §7). */
export const upgradeResponseSchema = entity(
  'UpgradeResponse',
  'Premium upgrade answer with the checkout link (shell §7); sandbox when the test-mode checkout made it.',
  z.object({
    _links: z.object({ checkout: z.object({ href: z.string() }) }),
    sandbox: sandboxFlag,
  }),
);
