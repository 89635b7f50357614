import * as domain from '@wattwise/domain';
import * as model from '@wattwise/energy-model';
import { describe, expect, it } from 'vitest';

// packages/energy-model may not import packages/domain (ARCHITECTURE.md: "energy-model ─> nothing
// of ours"), so the spec's enumerations are written in both. The server passes registration data
// from one to the other, so it pins here that the two lists agree.
describe('enumerations shared by the domain rules and the energy model', () => {
  it('has the same heating fuels (shell spec §3)', () => {
    expect([...model.HEATING_FUELS].sort()).toEqual([...domain.HEATING_FUELS].sort());
  });

  it('has the same cooling systems (shell spec §3)', () => {
    expect([...model.COOLING_SYSTEMS].sort()).toEqual([...domain.COOLING_SYSTEMS].sort());
  });

  it('knows every EPC rating the user can enter', () => {
    for (const rating of domain.EPC_RATINGS) expect(model.EPC_RATINGS).toContain(rating);
  });
});
