import { describe, expect, it } from 'vitest';
import { buildingMesh, LEVEL_HEIGHT_M, triangulate } from './buildingModel';
import { readGlb, writeGlb } from './glbWriter';

/** A square of about 20 m around Conway Hall, counter-clockwise, closed. */
const square = [
  [-0.1192, 51.5198],
  [-0.1189, 51.5198],
  [-0.1189, 51.52],
  [-0.1192, 51.52],
  [-0.1192, 51.5198],
];

function triangleArea(points: [number, number][], triangles: number[]) {
  let area = 0;
  for (let i = 0; i < triangles.length; i += 3) {
    const [a, b, c] = [
      points[triangles[i]!]!,
      points[triangles[i + 1]!]!,
      points[triangles[i + 2]!]!,
    ];
    area += Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])) / 2;
  }
  return area;
}

describe('building model', () => {
  it('extrudes the outline to 4 m per floor', () => {
    const mesh = buildingMesh('Conway Hall', [{ polygon: [square], floors: 3 }]);
    const heights = [...mesh.positions].filter((_, i) => i % 3 === 1);
    expect(Math.max(...heights)).toBe(3 * LEVEL_HEIGHT_M);
    expect(Math.min(...heights)).toBe(0);
    // About 20.8 m east-west (0.0003° of longitude at 51.52° N).
    const xs = [...mesh.positions].filter((_, i) => i % 3 === 0);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(20.8, 0);
    // 4 walls × 2 triangles, roof and floor × 2 triangles each.
    expect(mesh.indices.length / 3).toBe(12);
  });

  it('turns every triangle to face outwards (along its normal)', () => {
    const mesh = buildingMesh('b', [{ polygon: [[...square].reverse()], floors: 2 }]);
    for (let t = 0; t < mesh.indices.length; t += 3) {
      const [a, b, c] = [mesh.indices[t]!, mesh.indices[t + 1]!, mesh.indices[t + 2]!];
      const p = (i: number) => [
        mesh.positions[i * 3]!,
        mesh.positions[i * 3 + 1]!,
        mesh.positions[i * 3 + 2]!,
      ];
      const [pa, pb, pc] = [p(a), p(b), p(c)];
      const u = pb.map((v, k) => v - pa[k]!);
      const v = pc.map((w, k) => w - pa[k]!);
      const cross = [
        u[1]! * v[2]! - u[2]! * v[1]!,
        u[2]! * v[0]! - u[0]! * v[2]!,
        u[0]! * v[1]! - u[1]! * v[0]!,
      ];
      const n = [mesh.normals[a * 3]!, mesh.normals[a * 3 + 1]!, mesh.normals[a * 3 + 2]!];
      expect(cross[0]! * n[0]! + cross[1]! * n[1]! + cross[2]! * n[2]!).toBeGreaterThan(0);
      expect(Math.hypot(n[0]!, n[1]!, n[2]!)).toBeCloseTo(1, 5);
    }
  });

  it('leaves a courtyard open in the roof', () => {
    const outer: [number, number][] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    const hole: [number, number][] = [
      [3, 3],
      [3, 7],
      [7, 7],
      [7, 3],
    ];
    const { points, triangles } = triangulate(outer, [hole]);
    expect(triangleArea(points, triangles)).toBeCloseTo(100 - 16, 6);
    const concave: [number, number][] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [5, 4],
      [0, 10],
    ];
    const l = triangulate(concave, []);
    expect(triangleArea(l.points, l.triangles)).toBeCloseTo(70, 6);
  });
});

describe('glb writer', () => {
  it('writes a glTF 2.0 binary with one mesh that reads back', () => {
    const mesh = buildingMesh('Conway Hall', [{ polygon: [square], floors: 3 }]);
    const glb = writeGlb(mesh);
    expect(glb.length % 4).toBe(0);
    const { json, bin } = readGlb(glb);
    expect(json).toMatchObject({
      asset: { version: '2.0' },
      meshes: [
        {
          name: 'Conway Hall',
          primitives: [{ attributes: { POSITION: 0, NORMAL: 1 }, indices: 2 }],
        },
      ],
    });
    const accessors = json.accessors as { count: number; max?: number[] }[];
    expect(accessors[0]!.count).toBe(mesh.positions.length / 3);
    expect(accessors[0]!.max![1]).toBe(12);
    expect(accessors[2]!.count).toBe(mesh.indices.length);
    const positions = new Float32Array(
      bin.buffer.slice(bin.byteOffset, bin.byteOffset + mesh.positions.byteLength),
    );
    expect([...positions]).toEqual([...mesh.positions]);
  });
});
