import { describe, expect, it } from 'vitest';
import {
  confirmCompleteScenario,
  confirmDeleteScenario,
  epcBandLabel,
  lastTwelveMonths,
  noDataForStimulus,
  requiredParameter,
  targetNotFeasible,
  viewResultsButton,
} from './analysisMessages';
import * as analysis from './analysisMessages';
import {
  floorNeedsSpace,
  homeMessages,
  productHomeLink,
  registrationFailed,
  registrationValidationMessages,
  stepCounter,
  supportContactLine,
} from './shellMessages';
import * as shell from './shellMessages';

describe('templated shell messages', () => {
  it('names the floor that has no space', () => {
    expect(floorNeedsSpace(2)).toBe('Floor 2 must have at least one of the listed spaces.');
  });
  it('puts the support e-mail into the registration error and contact line', () => {
    expect(registrationFailed('help@wattwise.test')).toBe(
      'Sorry. We could not register your building right now. Please contact help@wattwise.test',
    );
    expect(supportContactLine('help@wattwise.test')).toContain('help@wattwise.test');
  });
  it('reads Step X / Y', () => {
    expect(stepCounter(3, 7)).toBe('Step 3 / 7');
  });
  it('names the product home link', () => {
    expect(productHomeLink('Predict')).toBe('Predict Home');
  });
  it('keeps spec texts word for word', () => {
    expect(homeMessages.loading).toBe('We are loading your buildings, please wait.');
    expect(registrationValidationMessages.siteNameRequired).toBe(
      "A value must be provided for the site's name.",
    );
  });
});

describe('templated analysis messages', () => {
  it('builds dialog questions with the scenario title', () => {
    expect(confirmDeleteScenario('LED lighting')).toBe(
      'Are you sure you want to delete LED lighting?',
    );
    expect(confirmCompleteScenario('LED lighting')).toBe(
      'Are you sure you want to mark LED lighting as completed?',
    );
  });
  it('builds the remaining templates', () => {
    expect(requiredParameter('Capital cost')).toBe(
      'Please fill in the required field: Capital cost',
    );
    expect(targetNotFeasible('C')).toBe(
      'Unfortunately our scenarios cannot achieve the targeted rating. The highest rating achieveable is C.',
    );
    expect(epcBandLabel('D')).toBe('EPC Band D');
    expect(lastTwelveMonths('01/03/2026')).toBe('Last 12 months up until 01/03/2026');
    expect(viewResultsButton(4)).toBe('View (4)');
    expect(noDataForStimulus('Temperature')).toBe('No data available for Temperature');
  });
});

describe('message catalogue', () => {
  function texts(module: Record<string, unknown>): string[] {
    return Object.values(module).flatMap((v) =>
      typeof v === 'object' && v !== null
        ? Object.values(v).filter((t): t is string => typeof t === 'string')
        : [],
    );
  }
  it('has no empty or untrimmed message', () => {
    const all = [...texts(shell), ...texts(analysis)];
    expect(all.length).toBeGreaterThan(100);
    for (const text of all) {
      expect(text.trim()).toBe(text);
      expect(text.length).toBeGreaterThan(0);
    }
  });
});
