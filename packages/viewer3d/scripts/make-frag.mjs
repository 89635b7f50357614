// Writes the IFC story asset of this package and converts it to That Open fragments, offline:
// - src/assets/demo-building.ifc: an IFC4 model of the stories' demo building (three storeys
//   4 m apart, a 0.3 m slab and four 0.3 m walls each; floor plates as in make-assets.mjs),
//   written here as STEP text with no outside source;
// - src/assets/demo-building.frag: the same model through @thatopen/fragments' IfcImporter, with
//   web-ifc's wasm read from node_modules (no network).
// Usage: node scripts/make-frag.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { IfcImporter } from '@thatopen/fragments';

const out = new URL('../src/assets/', import.meta.url);

/** Storey spacing of the viewer (spec shell §9: 4 m per level). */
const LEVEL_HEIGHT_M = 4;
const SLAB_M = 0.3;
const WALL_M = 0.3;
const WALL_HEIGHT_M = LEVEL_HEIGHT_M - SLAB_M - 0.4; // a 0.4 m gap shows the storeys apart
const storeys = [
  { name: 'Ground floor', width: 24, depth: 14 },
  { name: 'First floor', width: 22, depth: 12 },
  { name: 'Second floor', width: 18, depth: 10 },
];
/** Surface colours: light concrete slabs, brick walls (sRGB, 0–1). */
const CONCRETE = [0.78, 0.77, 0.74];
const BRICK = [0.66, 0.33, 0.22];

const lines = [];
let next = 1;
/** Appends an entity and returns its #id. */
const add = (text) => {
  const id = next++;
  lines.push(`#${id}=${text};`);
  return `#${id}`;
};
const GUID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';
let guidCount = 0;
/** A stable IFC GlobalId (22 characters of IFC's base-64 alphabet). */
const guid = () => {
  let n = ++guidCount;
  let text = '';
  for (let i = 0; i < 8; i++) {
    text = GUID_CHARS[n % 64] + text;
    n = Math.floor(n / 64);
  }
  return `'3WattWiseDemo0${text}'`;
};
const real = (value) => (Number.isInteger(value) ? `${value}.` : String(value));
const point3 = (x, y, z) => add(`IFCCARTESIANPOINT((${real(x)},${real(y)},${real(z)}))`);
const point2 = (x, y) => add(`IFCCARTESIANPOINT((${real(x)},${real(y)}))`);

const origin = point3(0, 0, 0);
const up = add('IFCDIRECTION((0.,0.,1.))');
const east = add('IFCDIRECTION((1.,0.,0.))');
const world = add(`IFCAXIS2PLACEMENT3D(${origin},${up},${east})`);
const context = add(`IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,${world},$)`);
const body = add(
  `IFCGEOMETRICREPRESENTATIONSUBCONTEXT('Body','Model',*,*,*,*,${context},$,.MODEL_VIEW.,$)`,
);
const units = add(
  `IFCUNITASSIGNMENT((${[
    add('IFCSIUNIT(*,.LENGTHUNIT.,$,.METRE.)'),
    add('IFCSIUNIT(*,.AREAUNIT.,$,.SQUARE_METRE.)'),
    add('IFCSIUNIT(*,.VOLUMEUNIT.,$,.CUBIC_METRE.)'),
    add('IFCSIUNIT(*,.PLANEANGLEUNIT.,$,.RADIAN.)'),
  ].join(',')}))`,
);
const project = add(
  `IFCPROJECT(${guid()},$,'WattWise demo building',$,$,$,$,(${context}),${units})`,
);
const sitePlacement = add(`IFCLOCALPLACEMENT($,${world})`);
const site = add(`IFCSITE(${guid()},$,'Site',$,$,${sitePlacement},$,$,.ELEMENT.,$,$,$,$,$)`);
const buildingPlacement = add(`IFCLOCALPLACEMENT(${sitePlacement},${world})`);
const building = add(
  `IFCBUILDING(${guid()},$,'Demo building',$,$,${buildingPlacement},$,$,.ELEMENT.,$,$,$)`,
);
add(`IFCRELAGGREGATES(${guid()},$,$,$,${project},(${site}))`);
add(`IFCRELAGGREGATES(${guid()},$,$,$,${site},(${building}))`);

/** A style for surfaces of one colour. */
const surfaceStyle = (name, [r, g, b]) => {
  const colour = add(`IFCCOLOURRGB($,${r},${g},${b})`);
  const shading = add(`IFCSURFACESTYLESHADING(${colour},0.)`);
  return add(`IFCSURFACESTYLE('${name}',.BOTH.,(${shading}))`);
};
const concrete = surfaceStyle('Concrete', CONCRETE);
const brick = surfaceStyle('Brick', BRICK);

/** A box: a rectangle centred on (x, y), from z up by `height`, as a product shape. */
const box = (x, y, z, sizeX, sizeY, height, style) => {
  const profile = add(
    `IFCRECTANGLEPROFILEDEF(.AREA.,$,${add(`IFCAXIS2PLACEMENT2D(${point2(x, y)},$)`)},${real(sizeX)},${real(sizeY)})`,
  );
  const position = add(`IFCAXIS2PLACEMENT3D(${point3(0, 0, z)},$,$)`);
  const solid = add(`IFCEXTRUDEDAREASOLID(${profile},${position},${up},${real(height)})`);
  add(`IFCSTYLEDITEM(${solid},(${style}),$)`);
  const shape = add(`IFCSHAPEREPRESENTATION(${body},'Body','SweptSolid',(${solid}))`);
  return add(`IFCPRODUCTDEFINITIONSHAPE($,$,(${shape}))`);
};

const storeyIds = [];
storeys.forEach(({ name, width, depth }, level) => {
  const elevation = level * LEVEL_HEIGHT_M;
  const placement = add(
    `IFCLOCALPLACEMENT(${buildingPlacement},${add(`IFCAXIS2PLACEMENT3D(${point3(0, 0, elevation)},$,$)`)})`,
  );
  const storey = add(
    `IFCBUILDINGSTOREY(${guid()},$,'${name}',$,$,${placement},$,$,.ELEMENT.,${real(elevation)})`,
  );
  storeyIds.push(storey);
  const inStorey = add(`IFCLOCALPLACEMENT(${placement},${world})`);
  const elements = [
    add(
      `IFCSLAB(${guid()},$,'${name} slab',$,$,${inStorey},${box(0, 0, 0, width, depth, SLAB_M, concrete)},$,.FLOOR.)`,
    ),
  ];
  const [x, y] = [(width - WALL_M) / 2, (depth - WALL_M) / 2];
  for (const [wall, cx, cy, sx, sy] of [
    ['south', 0, -y, width, WALL_M],
    ['north', 0, y, width, WALL_M],
    ['west', -x, 0, WALL_M, depth - 2 * WALL_M],
    ['east', x, 0, WALL_M, depth - 2 * WALL_M],
  ]) {
    const shape = box(cx, cy, SLAB_M, sx, sy, WALL_HEIGHT_M, brick);
    elements.push(
      add(`IFCWALL(${guid()},$,'${name} ${wall} wall',$,$,${inStorey},${shape},$,.SOLIDWALL.)`),
    );
  }
  add(`IFCRELCONTAINEDINSPATIALSTRUCTURE(${guid()},$,$,$,(${elements.join(',')}),${storey})`);
});
add(`IFCRELAGGREGATES(${guid()},$,$,$,${building},(${storeyIds.join(',')}))`);

const ifc = `ISO-10303-21;
HEADER;
FILE_DESCRIPTION(('ViewDefinition [ReferenceView]'),'2;1');
FILE_NAME('demo-building.ifc','2026-11-22T00:00:00',('WattWise'),('WattWise'),'','WattWise viewer3d scripts/make-frag.mjs','');
FILE_SCHEMA(('IFC4'));
ENDSEC;
DATA;
${lines.join('\n')}
ENDSEC;
END-ISO-10303-21;
`;
writeFileSync(new URL('demo-building.ifc', out), ifc);

// web-ifc's node build reads its wasm from this folder (no fetch).
const webIfcFolder = `${dirname(createRequire(import.meta.url).resolve('web-ifc'))}/`;
const importer = new IfcImporter();
importer.wasm = { path: webIfcFolder, absolute: true };
const frag = await importer.process({
  bytes: new Uint8Array(readFileSync(new URL('demo-building.ifc', out))),
});
writeFileSync(new URL('demo-building.frag', out), frag);
console.log(`demo-building.ifc (${ifc.length} bytes) -> demo-building.frag (${frag.length} bytes)`);
