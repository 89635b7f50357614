/**
 * A minimal glTF 2.0 binary (.glb) writer for one mesh (Khronos glTF 2.0 specification, §4.4
 * "Binary glTF Layout"): a 12-byte header, a JSON chunk padded with spaces and a BIN chunk
 * padded with zeros, both to 4 bytes.
 */
export interface GlbMesh {
  name: string;
  /** x, y, z per vertex, metres; glTF is Y-up and right-handed. */
  positions: Float32Array;
  normals: Float32Array;
  /** Triangles, counter-clockwise seen from outside. */
  indices: Uint32Array;
  /** Linear RGBA, 0–1. */
  colour: [number, number, number, number];
}

const GLB_MAGIC = 0x46546c67; // 'glTF'
const CHUNK_JSON = 0x4e4f534a; // 'JSON'
const CHUNK_BIN = 0x004e4942; // 'BIN\0'
const FLOAT = 5126;
const UNSIGNED_INT = 5125;
const ARRAY_BUFFER = 34962;
const ELEMENT_ARRAY_BUFFER = 34963;

const padTo4 = (length: number) => (length + 3) & ~3;

function bounds(positions: Float32Array) {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3) {
    for (let axis = 0; axis < 3; axis += 1) {
      const value = positions[i + axis]!;
      min[axis] = Math.min(min[axis]!, value);
      max[axis] = Math.max(max[axis]!, value);
    }
  }
  return { min, max };
}

export function writeGlb(mesh: GlbMesh): Buffer {
  const vertexCount = mesh.positions.length / 3;
  const positionBytes = mesh.positions.byteLength;
  const normalBytes = mesh.normals.byteLength;
  const indexBytes = mesh.indices.byteLength;
  const binLength = padTo4(positionBytes + normalBytes + indexBytes);
  const { min, max } = bounds(mesh.positions);
  const json = {
    asset: { version: '2.0', generator: 'WattWise server' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name: mesh.name }],
    meshes: [
      {
        name: mesh.name,
        primitives: [{ attributes: { POSITION: 0, NORMAL: 1 }, indices: 2, material: 0 }],
      },
    ],
    materials: [
      {
        pbrMetallicRoughness: {
          baseColorFactor: mesh.colour,
          metallicFactor: 0,
          roughnessFactor: 0.9,
        },
      },
    ],
    accessors: [
      { bufferView: 0, componentType: FLOAT, count: vertexCount, type: 'VEC3', min, max },
      { bufferView: 1, componentType: FLOAT, count: vertexCount, type: 'VEC3' },
      { bufferView: 2, componentType: UNSIGNED_INT, count: mesh.indices.length, type: 'SCALAR' },
    ],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: positionBytes, target: ARRAY_BUFFER },
      { buffer: 0, byteOffset: positionBytes, byteLength: normalBytes, target: ARRAY_BUFFER },
      {
        buffer: 0,
        byteOffset: positionBytes + normalBytes,
        byteLength: indexBytes,
        target: ELEMENT_ARRAY_BUFFER,
      },
    ],
    buffers: [{ byteLength: binLength }],
  };
  const jsonText = Buffer.from(JSON.stringify(json), 'utf8');
  const jsonLength = padTo4(jsonText.length);
  const total = 12 + 8 + jsonLength + 8 + binLength;
  const glb = Buffer.alloc(total);
  glb.writeUInt32LE(GLB_MAGIC, 0);
  glb.writeUInt32LE(2, 4);
  glb.writeUInt32LE(total, 8);
  glb.writeUInt32LE(jsonLength, 12);
  glb.writeUInt32LE(CHUNK_JSON, 16);
  glb.fill(0x20, 20, 20 + jsonLength);
  jsonText.copy(glb, 20);
  const binStart = 20 + jsonLength;
  glb.writeUInt32LE(binLength, binStart);
  glb.writeUInt32LE(CHUNK_BIN, binStart + 4);
  const data = binStart + 8;
  Buffer.from(mesh.positions.buffer, mesh.positions.byteOffset, positionBytes).copy(glb, data);
  Buffer.from(mesh.normals.buffer, mesh.normals.byteOffset, normalBytes).copy(
    glb,
    data + positionBytes,
  );
  Buffer.from(mesh.indices.buffer, mesh.indices.byteOffset, indexBytes).copy(
    glb,
    data + positionBytes + normalBytes,
  );
  return glb;
}

/** Reads a glb back (header, JSON, BIN): for tests and checks. */
export function readGlb(glb: Buffer): { json: Record<string, unknown>; bin: Buffer } {
  if (glb.readUInt32LE(0) !== GLB_MAGIC || glb.readUInt32LE(4) !== 2) {
    throw new Error('Not a glTF 2.0 binary');
  }
  if (glb.readUInt32LE(8) !== glb.length) throw new Error('Length in the header is wrong');
  const jsonLength = glb.readUInt32LE(12);
  if (glb.readUInt32LE(16) !== CHUNK_JSON) throw new Error('First chunk is not JSON');
  const json = JSON.parse(glb.subarray(20, 20 + jsonLength).toString('utf8')) as Record<
    string,
    unknown
  >;
  const binStart = 20 + jsonLength;
  if (glb.readUInt32LE(binStart + 4) !== CHUNK_BIN) throw new Error('Second chunk is not BIN');
  const binLength = glb.readUInt32LE(binStart);
  return { json, bin: glb.subarray(binStart + 8, binStart + 8 + binLength) };
}
