import type { Product } from '../enums/registrationEnums';
import { homeMessages } from '../messages/shellMessages';

/** The product line a site belongs to, by name: a demo (SIMPLE_PREDICT) is a Predict site. */
export const PRODUCT_NAMES: Readonly<Record<Product, string>> = {
  PREDICT: homeMessages.newSitePredict,
  OPTIMISE: homeMessages.newSiteOptimise,
  SIMPLE_PREDICT: homeMessages.newSitePredict,
};
