// Writes the small story assets of this package (see src/assets/NOTE.md):
// - one glb per floor of a three-storey demo building (a slab box each, written by hand as glTF 2.0
//   binary: positions, normals, indices; no textures);
// - a 360° equirectangular photo (jpg), painted on a canvas in headless Chromium.
// Usage: node scripts/make-assets.mjs
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const out = new URL('../src/assets/', import.meta.url);

/** A box centred on x/z, from y = 0 up to `height`, as a glb with one named mesh. */
function boxGlb(name, width, height, depth) {
  const [x, z] = [width / 2, depth / 2];
  const faces = [
    {
      n: [1, 0, 0],
      v: [
        [x, 0, z],
        [x, 0, -z],
        [x, height, -z],
        [x, height, z],
      ],
    },
    {
      n: [-1, 0, 0],
      v: [
        [-x, 0, -z],
        [-x, 0, z],
        [-x, height, z],
        [-x, height, -z],
      ],
    },
    {
      n: [0, 1, 0],
      v: [
        [-x, height, z],
        [x, height, z],
        [x, height, -z],
        [-x, height, -z],
      ],
    },
    {
      n: [0, -1, 0],
      v: [
        [-x, 0, -z],
        [x, 0, -z],
        [x, 0, z],
        [-x, 0, z],
      ],
    },
    {
      n: [0, 0, 1],
      v: [
        [-x, 0, z],
        [x, 0, z],
        [x, height, z],
        [-x, height, z],
      ],
    },
    {
      n: [0, 0, -1],
      v: [
        [x, 0, -z],
        [-x, 0, -z],
        [-x, height, -z],
        [x, height, -z],
      ],
    },
  ];
  const positions = new Float32Array(faces.flatMap((face) => face.v.flat()));
  const normals = new Float32Array(faces.flatMap((face) => face.v.flatMap(() => face.n)));
  const indices = new Uint16Array(
    faces.flatMap((_, i) => [0, 1, 2, 0, 2, 3].map((k) => k + i * 4)),
  );
  const bin = Buffer.concat([
    Buffer.from(positions.buffer),
    Buffer.from(normals.buffer),
    Buffer.from(indices.buffer),
  ]);
  const binPadded = Buffer.concat([bin, Buffer.alloc((4 - (bin.length % 4)) % 4)]);
  const gltf = {
    asset: { version: '2.0', generator: 'WattWise viewer3d scripts/make-assets.mjs' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name }],
    meshes: [
      { name, primitives: [{ attributes: { POSITION: 0, NORMAL: 1 }, indices: 2, material: 0 }] },
    ],
    materials: [
      {
        name: 'slab',
        pbrMetallicRoughness: {
          baseColorFactor: [0.85, 0.85, 0.85, 1],
          metallicFactor: 0,
          roughnessFactor: 0.9,
        },
      },
    ],
    buffers: [{ byteLength: binPadded.length }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: positions.byteLength, target: 34962 },
      {
        buffer: 0,
        byteOffset: positions.byteLength,
        byteLength: normals.byteLength,
        target: 34962,
      },
      {
        buffer: 0,
        byteOffset: positions.byteLength + normals.byteLength,
        byteLength: indices.byteLength,
        target: 34963,
      },
    ],
    accessors: [
      {
        bufferView: 0,
        componentType: 5126,
        count: 24,
        type: 'VEC3',
        min: [-x, 0, -z],
        max: [x, height, z],
      },
      { bufferView: 1, componentType: 5126, count: 24, type: 'VEC3' },
      { bufferView: 2, componentType: 5123, count: 36, type: 'SCALAR' },
    ],
  };
  let json = Buffer.from(JSON.stringify(gltf));
  json = Buffer.concat([json, Buffer.alloc((4 - (json.length % 4)) % 4, 0x20)]);
  const header = Buffer.alloc(12);
  header.write('glTF', 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + json.length + 8 + binPadded.length, 8);
  const chunk = (buffer, type) => {
    const head = Buffer.alloc(8);
    head.writeUInt32LE(buffer.length, 0);
    head.write(type, 4);
    return Buffer.concat([head, buffer]);
  };
  return Buffer.concat([header, chunk(json, 'JSON'), chunk(binPadded, 'BIN\0')]);
}

// Floor plates in metres: wider at the ground floor, set back above; 3.6 m slab-to-slab so
// the 4 m spacing per level (spec) leaves a visible gap between floors.
for (const [file, name, width, depth] of [
  ['ground-floor.glb', 'Ground floor', 24, 14],
  ['first-floor.glb', 'First floor', 22, 12],
  ['second-floor.glb', 'Second floor', 18, 10],
]) {
  writeFileSync(new URL(file, out), boxGlb(name, width, 3.6, depth));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const page = await browser.newPage();
const dataUrl = await page.evaluate(() => {
  const canvas = document.createElement('canvas');
  canvas.width = 1024;
  canvas.height = 512;
  const g = canvas.getContext('2d');
  const sky = g.createLinearGradient(0, 0, 0, 256);
  sky.addColorStop(0, '#4f7fb8');
  sky.addColorStop(1, '#cfe0f0');
  g.fillStyle = sky;
  g.fillRect(0, 0, 1024, 256);
  g.fillStyle = '#8c8577';
  g.fillRect(0, 256, 1024, 256);
  // walls of a plant room: panels every 45°, a door to the north, a window to the south
  for (let i = 0; i < 8; i++) {
    g.fillStyle = i % 2 ? '#d8d2c4' : '#e6e0d2';
    g.fillRect(i * 128, 150, 128, 170);
  }
  g.fillStyle = '#6b4a2b';
  g.fillRect(0, 190, 40, 130);
  g.fillRect(984, 190, 40, 130);
  g.fillStyle = '#9cc3e6';
  g.fillRect(480, 170, 64, 60);
  g.fillStyle = '#3a434c';
  g.font = 'bold 28px sans-serif';
  for (const [x, label] of [
    [20, 'N'],
    [276, 'E'],
    [532, 'S'],
    [788, 'W'],
  ])
    g.fillText(label, x, 140);
  g.fillStyle = '#b42318';
  g.fillRect(700, 230, 90, 70); // a boiler
  return canvas.toDataURL('image/jpeg', 0.8);
});
writeFileSync(new URL('plant-room-360.jpg', out), Buffer.from(dataUrl.split(',')[1], 'base64'));
await browser.close();
console.log('assets written');
