import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';

let databases: TestDatabases;
let built: BuiltApp;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next());
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

const get = (url: string) => built.app.inject({ method: 'GET', url });
const checkAddress = (payload: Record<string, unknown>) =>
  built.app.inject({ method: 'PUT', url: '/api/predict/simplediagnose/checkaddress', payload });

describe('EPC check (checkaddress) from the loaded register', () => {
  it("finds Conway Hall's sample certificates, labelled sample", async () => {
    const response = await checkAddress({
      buildingName: 'Conway Hall',
      street: '25 Red Lion Square',
      town: 'London',
      postCode: 'WC1R 4RL',
    });
    expect(response.statusCode).toBe(200);
    const { epcAddresses, addresses } = response.json();
    expect(epcAddresses.length).toBeGreaterThan(0);
    expect(epcAddresses[0]).toMatchObject({
      buildingName: 'Conway Hall',
      street: '25 Red Lion Square',
      postCode: 'WC1R 4RL',
      sample: true,
    });
    expect(epcAddresses[0].epc).toMatch(/^[A-G]$/);
    expect(epcAddresses[0].lmkKey).toMatch(/^SAMPLE-/);
    expect(Array.isArray(addresses)).toBe(true);
  });

  it('answers the same certificates every time (deterministic sample rows)', async () => {
    const body = { buildingName: 'Conway Hall', postCode: 'wc1r4rl' };
    expect((await checkAddress(body)).json()).toEqual((await checkAddress(body)).json());
  });

  it("lists no other building's certificate as 12 Gower Street's, and ranks its street first", async () => {
    // WC1E 6BT is the UCL quad: a dozen certificates on Gower Street, none of them number 12.
    const response = await checkAddress({
      buildingName: '12 Gower Street',
      street: '12 Gower Street',
      town: 'London',
      postCode: 'WC1E 6BT',
    });
    const { epcAddresses, addresses } = response.json();
    expect(epcAddresses).toEqual([]);
    expect(addresses.length).toBeGreaterThan(10);
    const streets = addresses.map((a: { street: string }) => a.street);
    const lastOnGowerStreet = streets.lastIndexOf('Gower Street');
    const firstElsewhere = streets.findIndex((street: string) => street !== 'Gower Street');
    expect(lastOnGowerStreet).toBeLessThan(firstElsewhere);
    // A building named in the address is found among them by its name.
    const named = await checkAddress({
      buildingName: 'Wilkins Building',
      street: 'Gower Street',
      postCode: 'WC1E 6BT',
    });
    expect(named.json().epcAddresses.map((a: { buildingName: string }) => a.buildingName)).toEqual([
      'Wilkins Building',
      'Wilkins Building',
    ]);
  });

  it('answers empty lists for a post code with no certificates', async () => {
    expect((await checkAddress({ postCode: 'AB10 1AB' })).json()).toEqual({
      addresses: [],
      epcAddresses: [],
    });
  });

  it('refuses text that is not a post code with a clear 400', async () => {
    const response = await checkAddress({ postCode: 'not a postcode' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('is not a full UK post code');
    expect((await checkAddress({ street: 'x' })).statusCode).toBe(400);
  });
});

describe('certificate look-up of the energy map (/opendata)', () => {
  it('answers certificates at the address, with type, band, date, area', async () => {
    const response = await get(
      '/opendata/energy-map/address/way-475423265?address1=25%20Red%20Lion%20Square&address2=London&address3=WC1R%204RL',
    );
    expect(response.statusCode).toBe(200);
    const certificates = response.json();
    expect(certificates.map((c: { certificateType: string }) => c.certificateType).sort()).toEqual([
      'DEC',
      'EPC',
    ]);
    for (const certificate of certificates) {
      expect(certificate).toMatchObject({ sample: true, buildingType: expect.any(String) });
      expect(certificate.issuedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(certificate.floorArea).toBeGreaterThan(0);
    }
  });

  it('keeps to the confidence asked for', async () => {
    const url = '/opendata/energy-map/address/x?address1=99%20Nowhere%20Road&address3=WC1R%204RL';
    expect((await get(url)).json()).toEqual([]);
    expect((await get(`${url}&confidence=0`)).json().length).toBeGreaterThan(0);
  });

  it('needs a post code', async () => {
    const response = await get('/opendata/energy-map/address/x?address1=Conway%20Hall');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('post code');
  });
});

describe('building outlines in a box', () => {
  it('answers the OSM footprints touching the box as GeoJSON with the ODbL attribution', async () => {
    const response = await get('/api/outlines?bbox=-0.1195,51.5195,-0.1185,51.5205');
    expect(response.statusCode).toBe(200);
    const collection = response.json();
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.attribution).toContain('© OpenStreetMap contributors');
    const conway = collection.features.find((f: { id: string }) => f.id === 'way/475423265');
    expect(conway.properties).toMatchObject({ '@id': 'way/475423265', name: 'Conway Hall' });
    expect(conway.geometry.type).toBe('Polygon');
  });

  it('answers no buildings where none were loaded', async () => {
    expect((await get('/api/outlines?bbox=-3.01,55,-3,55.01')).json().features).toEqual([]);
  });

  it('refuses a box too large, upside down or malformed', async () => {
    const large = await get('/api/outlines?bbox=-1,51,0,52');
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toContain('too large');
    expect((await get('/api/outlines?bbox=0,52,-1,51')).statusCode).toBe(400);
    expect((await get('/api/outlines?bbox=0,1,2')).statusCode).toBe(400);
  });
});

describe('registration lists', () => {
  it('lists GB energy suppliers by id and name, each once', async () => {
    const suppliers = (await get('/api/buildingdata/get-suppliers')).json();
    expect(suppliers.length).toBeGreaterThan(20);
    expect(suppliers).toContainEqual({ id: 'octopus-energy', name: 'Octopus Energy' });
    expect(suppliers).toContainEqual({ id: 'eon-next', name: 'E.ON Next' });
    expect(new Set(suppliers.map((s: { id: string }) => s.id)).size).toBe(suppliers.length);
  });

  it("offers an office's spaces and a home's rooms from the engine's space types", async () => {
    const office = (await get('/api/buildingdata/GENERAL_OFFICE/get-spaces')).json();
    expect(office).toMatchObject({ OFFICE: 'Office', MEETING_ROOM: 'Meeting room' });
    expect(office).not.toHaveProperty('BEDROOM');
    const house = (await get('/api/buildingdata/DETACHED_HOUSE/get-spaces')).json();
    expect(Object.keys(house).sort()).toEqual(
      ['BATHROOM', 'BEDROOM', 'CIRCULATION', 'KITCHEN', 'LIVING_ROOM', 'STORAGE'].sort(),
    );
    expect((await get('/api/buildingdata/HOTEL/get-spaces')).json()).toHaveProperty('BEDROOM');
  });

  it('answers 404 for an unknown building type', async () => {
    const response = await get('/api/buildingdata/SPACESHIP/get-spaces');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('SPACESHIP');
  });
});

describe('served routes', () => {
  it('are no longer flagged x-served: false in the OpenAPI document', async () => {
    const document = (await get('/api/openapi.json')).json();
    const served = [
      ['/api/geocoding/search', 'get'],
      ['/api/geocoding/reverse', 'get'],
      ['/api/geocoding/reverse/batch', 'post'],
      ['/api/outlines', 'get'],
      ['/api/predict/simplediagnose/checkaddress', 'put'],
      ['/opendata/{site}/address/{id}', 'get'],
      ['/api/user/electralink/addressSearch', 'get'],
      ['/api/user/electralink/meterCheck', 'get'],
      ['/api/buildingdata/get-suppliers', 'get'],
      ['/api/buildingdata/{buildingType}/get-spaces', 'get'],
      ['/api/blob/{siteId}/glb/{name}', 'get'],
    ];
    for (const [path, method] of served) {
      const operation = document.paths[path!]?.[method!];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation['x-served'], `${method} ${path}`).toBe(true);
    }
  });
});
