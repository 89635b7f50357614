import { z } from 'zod';
import { tenMinutes } from '../cachePolicy';
import {
  blobSchema,
  emptySchema,
  noParams,
  optionalBlobSchema,
  siteIdParam,
} from '../entities/common';
import { upgradeRequestSchema, upgradeResponseSchema } from '../entities/payments';
import { defineRoute } from '../routeDef';
import { exampleSiteId } from './examples';

const siteParams = z.object({ siteId: siteIdParam });

/** Predict PDF report (shell §7); paid Predict sites only (shell §6). */
const predictPdf = defineRoute({
  name: 'predict.pdf',
  method: 'GET',
  path: '/api/predict/{siteId}/pdf',
  params: siteParams,
  response: blobSchema,
  responseType: 'blob',
  auth: 'user',
  cache: tenMinutes,
  source: 'shell §7',
  summary: 'PDF report of a Predict site (paid sites only, shell §6).',
  example: { params: { siteId: exampleSiteId } },
});

/** Optimise PDF report (shell §7). */
const optimisePdf = defineRoute({
  name: 'optimise.pdf',
  method: 'GET',
  path: '/api/optimise/{siteId}/pdf',
  params: siteParams,
  response: blobSchema,
  responseType: 'blob',
  auth: 'user',
  cache: tenMinutes,
  source: 'shell §7',
  summary: 'PDF report of an Optimise site.',
  example: { params: { siteId: exampleSiteId } },
});

/** Profile logo (shell §7: blob). */
const profileLogoGet = defineRoute({
  name: 'user.profileLogo.get',
  method: 'GET',
  path: '/api/user/profileLogo',
  params: noParams,
  response: optionalBlobSchema,
  responseType: 'blob',
  auth: 'user',
  cache: tenMinutes,
  source: 'shell §7',
  summary: "The user's profile logo; null when none is stored.",
  example: { params: {} },
});

/** Profile logo upload (shell §7: octet-stream). */
const profileLogoUpload = defineRoute({
  name: 'user.profileLogo.upload',
  method: 'POST',
  path: '/api/user/profileLogo',
  params: noParams,
  body: blobSchema,
  bodyType: 'octet-stream',
  response: emptySchema,
  responseType: 'empty',
  auth: 'user',
  designed: 'Answer not shown: empty on success.',
  source: 'shell §7',
  summary: 'Upload the profile logo (JPEG or PNG, at most 2 MB, shell §5).',
  example: {
    params: {},
    body: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
  },
});

/** Site logo (shell §7: image blob, 204 or empty means none). */
const siteLogoGet = defineRoute({
  name: 'user.site.logo.get',
  method: 'GET',
  path: '/api/user/site/logo/{siteId}',
  params: siteParams,
  response: optionalBlobSchema,
  responseType: 'blob',
  auth: 'user',
  cache: tenMinutes,
  source: 'shell §7',
  summary: 'The site logo; null when none is stored (204 or empty).',
  example: { params: { siteId: exampleSiteId } },
});

/** Site logo upload (shell §7: octet-stream). */
const siteLogoUpload = defineRoute({
  name: 'user.site.logo.upload',
  method: 'POST',
  path: '/api/user/site/logo/{siteId}',
  params: siteParams,
  body: blobSchema,
  bodyType: 'octet-stream',
  response: emptySchema,
  responseType: 'empty',
  auth: 'user',
  designed: 'Answer not shown: empty on success.',
  source: 'shell §7',
  summary: 'Upload the cropped site logo (aspect 302:140, shell §4).',
  example: {
    params: { siteId: exampleSiteId },
    body: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
  },
});

/** Upgrade to premium (shell §7: empty body; meaning of the two params not shown). */
const upgradeToPremium = defineRoute({
  name: 'user.site.upgradeToPremium',
  method: 'POST',
  path: '/api/user/site/upgradeToPremium/{a}/{b}',
  params: z.object({ a: z.string().min(1), b: z.string().min(1) }),
  response: emptySchema,
  responseType: 'empty',
  auth: 'user',
  designed: 'Meaning of {a} and {b} not shown (taken as opaque strings); answer not shown: empty.',
  source: 'shell §7, analysis §7.2',
  summary: 'Upgrade a site to Predict Premium.',
  example: { params: { a: exampleSiteId, b: 'ANNUAL' } },
});

/** Checkout for the upgrade (shell §7, analysis §7.2). */
const paymentsUpgrade = defineRoute({
  name: 'payments.upgrade',
  method: 'POST',
  path: '/api/payments/upgrade/{siteId}',
  params: siteParams,
  body: upgradeRequestSchema,
  response: upgradeResponseSchema,
  responseType: 'json',
  auth: 'user',
  source: 'shell §7, analysis §7.2',
  summary:
    'Start the Premium checkout; the answer links to the checkout page (opened in a new tab).',
  example: {
    params: { siteId: exampleSiteId },
    body: { billingEmail: 'billing@example.org', type: 'ANNUAL' },
    response: {
      _links: { checkout: { href: 'https://checkout.example.org/session/123' } },
      sandbox: true,
    },
  },
});

export const accountRoutes = [
  predictPdf,
  optimisePdf,
  profileLogoGet,
  profileLogoUpload,
  siteLogoGet,
  siteLogoUpload,
  upgradeToPremium,
  paymentsUpgrade,
] as const;
