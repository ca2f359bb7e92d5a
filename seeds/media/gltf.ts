/**
 * Minimal binary glTF 2.0 (.glb) writer and checker, no dependencies.
 *
 * Models are built from shared unit primitives (sphere, cylinder, box): every primitive shape is
 * stored once in the binary buffer (POSITION, NORMAL, indices), each (shape, material) pair is one
 * mesh, and every placed object is a node with translation/rotation/scale referencing that mesh.
 * This keeps files tiny (a few KB + the node list) while remaining plain core glTF 2.0.
 */
import { type ModelKind } from "../data/curriculum/types";

export type Vec3 = [number, number, number];
export type Quat = [number, number, number, number];
export type RGBA = [number, number, number, number];

type Shape = "sphere" | "cylinder" | "box";

type Geometry = { positions: Float32Array; normals: Float32Array; indices: Uint16Array };

const FLOAT = 5126;
const USHORT = 5123;
const ARRAY_BUFFER = 34962;
const ELEMENT_ARRAY_BUFFER = 34963;

function sphereGeometry(seg = 24, rings = 16): Geometry {
  const pos: number[] = [];
  const idx: number[] = [];
  for (let r = 0; r <= rings; r++) {
    const v = (r / rings) * Math.PI;
    for (let s = 0; s <= seg; s++) {
      const u = (s / seg) * Math.PI * 2;
      pos.push(Math.sin(v) * Math.cos(u), Math.cos(v), Math.sin(v) * Math.sin(u));
    }
  }
  for (let r = 0; r < rings; r++) {
    for (let s = 0; s < seg; s++) {
      const a = r * (seg + 1) + s;
      const b = a + seg + 1;
      if (r > 0) idx.push(a, a + 1, b);
      if (r < rings - 1) idx.push(a + 1, b + 1, b);
    }
  }
  const positions = new Float32Array(pos);
  return { positions, normals: new Float32Array(pos), indices: new Uint16Array(idx) };
}

/** Unit cylinder: radius 1 around +Y, from y = -0.5 to +0.5, with caps. */
function cylinderGeometry(seg = 20): Geometry {
  const pos: number[] = [];
  const nor: number[] = [];
  const idx: number[] = [];
  for (let s = 0; s <= seg; s++) {
    const u = (s / seg) * Math.PI * 2;
    const x = Math.cos(u);
    const z = Math.sin(u);
    pos.push(x, -0.5, z, x, 0.5, z);
    nor.push(x, 0, z, x, 0, z);
  }
  for (let s = 0; s < seg; s++) {
    const a = s * 2;
    idx.push(a, a + 1, a + 3, a, a + 3, a + 2);
  }
  for (const y of [-0.5, 0.5]) {
    const c = pos.length / 3;
    pos.push(0, y, 0);
    nor.push(0, Math.sign(y), 0);
    for (let s = 0; s <= seg; s++) {
      const u = (s / seg) * Math.PI * 2;
      pos.push(Math.cos(u), y, Math.sin(u));
      nor.push(0, Math.sign(y), 0);
    }
    for (let s = 0; s < seg; s++) {
      if (y > 0) idx.push(c, c + s + 2, c + s + 1);
      else idx.push(c, c + s + 1, c + s + 2);
    }
  }
  return { positions: new Float32Array(pos), normals: new Float32Array(nor), indices: new Uint16Array(idx) };
}

/** Unit box: from -0.5 to 0.5 on every axis. */
function boxGeometry(): Geometry {
  const pos: number[] = [];
  const nor: number[] = [];
  const idx: number[] = [];
  const faces: [Vec3, Vec3, Vec3][] = [
    [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ],
    [
      [-1, 0, 0],
      [0, 1, 0],
      [0, 0, -1],
    ],
    [
      [0, 1, 0],
      [0, 0, 1],
      [1, 0, 0],
    ],
    [
      [0, -1, 0],
      [0, 0, -1],
      [1, 0, 0],
    ],
    [
      [0, 0, 1],
      [1, 0, 0],
      [0, 1, 0],
    ],
    [
      [0, 0, -1],
      [-1, 0, 0],
      [0, 1, 0],
    ],
  ];
  for (const [nrm, u, v] of faces) {
    const base = pos.length / 3;
    for (const [a, b] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ]) {
      pos.push(0.5 * (nrm[0] + a * u[0] + b * v[0]), 0.5 * (nrm[1] + a * u[1] + b * v[1]), 0.5 * (nrm[2] + a * u[2] + b * v[2]));
      nor.push(...nrm);
    }
    // counter-clockwise seen from outside: u × v == normal for every face above
    idx.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  return { positions: new Float32Array(pos), normals: new Float32Array(nor), indices: new Uint16Array(idx) };
}

const round = (v: number, d = 5) => {
  const r = Number(v.toFixed(d));
  return Object.is(r, -0) ? 0 : r;
};
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const len = (a: Vec3) => Math.hypot(a[0], a[1], a[2]);

/** Quaternion rotating +Y onto direction d. */
export function quatFromY(d: Vec3): Quat {
  const l = len(d) || 1;
  const x = d[0] / l;
  const y = d[1] / l;
  const z = d[2] / l;
  if (y < -0.999999) return [1, 0, 0, 0];
  // axis = Y × d = (z, 0, -x), w = 1 + dot
  const q: Quat = [z, 0, -x, 1 + y];
  const m = Math.hypot(...q);
  return [q[0] / m, q[1] / m, q[2] / m, q[3] / m];
}

export function quatAxisAngle(axis: Vec3, rad: number): Quat {
  const l = len(axis) || 1;
  const s = Math.sin(rad / 2);
  return [(axis[0] / l) * s, (axis[1] / l) * s, (axis[2] / l) * s, Math.cos(rad / 2)];
}

type Material = { name: string; color: RGBA; metallic: number; roughness: number; doubleSided: boolean };
type NodeSpec = { name?: string; mesh: number; translation: Vec3; rotation?: Quat; scale: Vec3 };

export class ModelBuilder {
  private materials: Material[] = [];
  private meshKeys = new Map<string, number>();
  private meshList: { shape: Shape; material: number }[] = [];
  private nodes: NodeSpec[] = [];

  constructor(private readonly name: string) {}

  material(name: string, color: RGBA, opts: { metallic?: number; roughness?: number; doubleSided?: boolean } = {}): number {
    this.materials.push({ name, color, metallic: opts.metallic ?? 0, roughness: opts.roughness ?? 0.55, doubleSided: opts.doubleSided ?? false });
    return this.materials.length - 1;
  }

  private mesh(shape: Shape, material: number): number {
    const key = `${shape}:${material}`;
    let m = this.meshKeys.get(key);
    if (m === undefined) {
      m = this.meshList.length;
      this.meshList.push({ shape, material });
      this.meshKeys.set(key, m);
    }
    return m;
  }

  /** Sphere (or ellipsoid when radius is a vector), optional rotation. */
  sphere(material: number, center: Vec3, radius: number | Vec3, rotation?: Quat): this {
    const s: Vec3 = typeof radius === "number" ? [radius, radius, radius] : radius;
    this.nodes.push({ mesh: this.mesh("sphere", material), translation: center, rotation, scale: s });
    return this;
  }

  /** Cylinder between two points. */
  cylinder(material: number, from: Vec3, to: Vec3, radius: number): this {
    const d = sub(to, from);
    this.nodes.push({ mesh: this.mesh("cylinder", material), translation: scale(add(from, to), 0.5), rotation: quatFromY(d), scale: [radius, len(d), radius] });
    return this;
  }

  /** Flat disc (short cylinder) centred at c with its axis along `axis`. */
  disc(material: number, c: Vec3, radius: number, thickness: number, axis: Vec3 = [0, 1, 0]): this {
    this.nodes.push({ mesh: this.mesh("cylinder", material), translation: c, rotation: quatFromY(axis), scale: [radius, thickness, radius] });
    return this;
  }

  box(material: number, center: Vec3, size: Vec3, rotation?: Quat): this {
    this.nodes.push({ mesh: this.mesh("box", material), translation: center, rotation, scale: size });
    return this;
  }

  get nodeCount(): number {
    return this.nodes.length;
  }

  toGLB(): Buffer {
    const shapes: Shape[] = [...new Set(this.meshList.map((m) => m.shape))];
    const geo: Record<Shape, () => Geometry> = { sphere: () => sphereGeometry(), cylinder: () => cylinderGeometry(), box: () => boxGeometry() };
    const chunks: Buffer[] = [];
    let offset = 0;
    const bufferViews: object[] = [];
    const accessors: object[] = [];
    const pushView = (data: Buffer, target: number) => {
      const pad = (4 - (offset % 4)) % 4;
      if (pad) {
        chunks.push(Buffer.alloc(pad));
        offset += pad;
      }
      bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: data.length, target });
      chunks.push(data);
      offset += data.length;
      return bufferViews.length - 1;
    };
    const shapeAcc = new Map<Shape, { pos: number; nrm: number; idx: number }>();
    for (const shape of shapes) {
      const g = geo[shape]();
      const min: Vec3 = [Infinity, Infinity, Infinity];
      const max: Vec3 = [-Infinity, -Infinity, -Infinity];
      for (let i = 0; i < g.positions.length; i += 3) {
        for (let c = 0; c < 3; c++) {
          min[c] = Math.min(min[c], g.positions[i + c]);
          max[c] = Math.max(max[c], g.positions[i + c]);
        }
      }
      const count = g.positions.length / 3;
      const posView = pushView(Buffer.from(g.positions.buffer, g.positions.byteOffset, g.positions.byteLength), ARRAY_BUFFER);
      accessors.push({ bufferView: posView, componentType: FLOAT, count, type: "VEC3", min, max });
      const pos = accessors.length - 1;
      const nrmView = pushView(Buffer.from(g.normals.buffer, g.normals.byteOffset, g.normals.byteLength), ARRAY_BUFFER);
      accessors.push({ bufferView: nrmView, componentType: FLOAT, count, type: "VEC3" });
      const nrm = accessors.length - 1;
      const idxView = pushView(Buffer.from(g.indices.buffer, g.indices.byteOffset, g.indices.byteLength), ELEMENT_ARRAY_BUFFER);
      accessors.push({ bufferView: idxView, componentType: USHORT, count: g.indices.length, type: "SCALAR" });
      shapeAcc.set(shape, { pos, nrm, idx: accessors.length - 1 });
    }
    const tailPad = (4 - (offset % 4)) % 4;
    if (tailPad) {
      chunks.push(Buffer.alloc(tailPad));
      offset += tailPad;
    }
    const bin = Buffer.concat(chunks);

    const gltf = {
      asset: { version: "2.0", generator: "biotext seeds/media/gltf.ts" },
      scene: 0,
      scenes: [{ name: this.name, nodes: [0] }],
      nodes: [
        { name: this.name, children: this.nodes.map((_, i) => i + 1) },
        ...this.nodes.map((nd) => {
          const o: Record<string, unknown> = { mesh: nd.mesh, translation: nd.translation.map((v) => round(v)) };
          if (nd.rotation) o.rotation = nd.rotation.map((v) => round(v, 6));
          o.scale = nd.scale.map((v) => round(v));
          return o;
        }),
      ],
      meshes: this.meshList.map((m) => {
        const a = shapeAcc.get(m.shape)!;
        return {
          name: `${m.shape}-${this.materials[m.material].name}`,
          primitives: [{ attributes: { POSITION: a.pos, NORMAL: a.nrm }, indices: a.idx, material: m.material, mode: 4 }],
        };
      }),
      materials: this.materials.map((m) => ({
        name: m.name,
        pbrMetallicRoughness: { baseColorFactor: m.color.map((v) => round(v, 4)), metallicFactor: m.metallic, roughnessFactor: m.roughness },
        ...(m.color[3] < 1 ? { alphaMode: "BLEND" } : {}),
        ...(m.doubleSided ? { doubleSided: true } : {}),
      })),
      accessors,
      bufferViews,
      buffers: [{ byteLength: bin.length }],
    };
    let json = Buffer.from(JSON.stringify(gltf), "utf8");
    const jsonPad = (4 - (json.length % 4)) % 4;
    if (jsonPad) json = Buffer.concat([json, Buffer.alloc(jsonPad, 0x20)]);
    const total = 12 + 8 + json.length + 8 + bin.length;
    const header = Buffer.alloc(12);
    header.writeUInt32LE(0x46546c67, 0); // "glTF"
    header.writeUInt32LE(2, 4);
    header.writeUInt32LE(total, 8);
    const jh = Buffer.alloc(8);
    jh.writeUInt32LE(json.length, 0);
    jh.writeUInt32LE(0x4e4f534a, 4); // "JSON"
    const bh = Buffer.alloc(8);
    bh.writeUInt32LE(bin.length, 0);
    bh.writeUInt32LE(0x004e4942, 4); // "BIN\0"
    return Buffer.concat([header, jh, json, bh, bin]);
  }
}

// ---------------------------------------------------------------- checker

const COMPONENTS: Record<string, number> = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4, MAT4: 16 };
const COMPONENT_SIZE: Record<number, number> = { 5120: 1, 5121: 1, 5122: 2, 5123: 2, 5125: 4, 5126: 4 };

type GltfJson = {
  asset?: { version?: string };
  scene?: number;
  scenes?: { nodes?: number[] }[];
  nodes?: { mesh?: number; children?: number[] }[];
  meshes?: { primitives: { attributes: Record<string, number>; indices?: number; material?: number }[] }[];
  materials?: unknown[];
  accessors?: { bufferView?: number; byteOffset?: number; componentType: number; count: number; type: string; min?: number[]; max?: number[] }[];
  bufferViews?: { buffer: number; byteOffset?: number; byteLength: number; byteStride?: number }[];
  buffers?: { byteLength: number }[];
};

/** Re-parses a GLB and checks its structure. Returns a list of problems (empty = valid). */
export function checkGLB(buf: Buffer): { errors: string[]; nodes: number; triangles: number } {
  const errors: string[] = [];
  const fail = (m: string) => ({ errors: [...errors, m], nodes: 0, triangles: 0 });
  if (buf.length < 28) return fail("file too short");
  if (buf.readUInt32LE(0) !== 0x46546c67) errors.push("bad magic");
  if (buf.readUInt32LE(4) !== 2) errors.push("version is not 2");
  if (buf.readUInt32LE(8) !== buf.length) errors.push(`header length ${buf.readUInt32LE(8)} != file length ${buf.length}`);
  const jsonLen = buf.readUInt32LE(12);
  if (buf.readUInt32LE(16) !== 0x4e4f534a) errors.push("first chunk is not JSON");
  if (jsonLen % 4) errors.push("JSON chunk not 4-byte aligned");
  if (20 + jsonLen + 8 > buf.length) return fail("JSON chunk overruns file");
  let gltf: GltfJson;
  try {
    gltf = JSON.parse(buf.subarray(20, 20 + jsonLen).toString("utf8")) as GltfJson;
  } catch (e) {
    return fail(`JSON does not parse: ${(e as Error).message}`);
  }
  const binStart = 20 + jsonLen;
  const binLen = buf.readUInt32LE(binStart);
  if (buf.readUInt32LE(binStart + 4) !== 0x004e4942) errors.push("second chunk is not BIN");
  if (binLen % 4) errors.push("BIN chunk not 4-byte aligned");
  if (binStart + 8 + binLen !== buf.length) errors.push("BIN chunk length does not reach end of file");
  const bin = buf.subarray(binStart + 8, binStart + 8 + binLen);
  if (gltf.asset?.version !== "2.0") errors.push("asset.version != 2.0");
  const buffers = gltf.buffers ?? [];
  if (buffers.length !== 1 || buffers[0].byteLength > binLen || binLen - buffers[0].byteLength > 3)
    errors.push("buffers[0].byteLength does not match the BIN chunk");
  const views = gltf.bufferViews ?? [];
  views.forEach((v, i) => {
    const off = v.byteOffset ?? 0;
    if (v.buffer !== 0) errors.push(`bufferView ${i}: buffer != 0`);
    if (off % 4) errors.push(`bufferView ${i}: offset not 4-byte aligned`);
    if (off + v.byteLength > (buffers[0]?.byteLength ?? 0)) errors.push(`bufferView ${i}: exceeds buffer`);
  });
  const accs = gltf.accessors ?? [];
  accs.forEach((a, i) => {
    const v = a.bufferView === undefined ? undefined : views[a.bufferView];
    if (!v) return errors.push(`accessor ${i}: missing bufferView`);
    const comp = COMPONENTS[a.type];
    const size = COMPONENT_SIZE[a.componentType];
    if (!comp || !size) return errors.push(`accessor ${i}: bad type`);
    const elem = comp * size;
    const stride = v.byteStride ?? elem;
    const need = (a.byteOffset ?? 0) + stride * (a.count - 1) + elem;
    if (need > v.byteLength) errors.push(`accessor ${i}: ${a.count} elements need ${need} bytes > bufferView ${v.byteLength}`);
    if ((a.byteOffset ?? 0) % size) errors.push(`accessor ${i}: misaligned`);
    if (a.componentType === FLOAT && a.min && a.max && need <= v.byteLength) {
      const base = (v.byteOffset ?? 0) + (a.byteOffset ?? 0);
      for (let c = 0; c < comp; c++) {
        let mn = Infinity;
        let mx = -Infinity;
        for (let k = 0; k < a.count; k++) {
          const val = bin.readFloatLE(base + k * stride + c * 4);
          mn = Math.min(mn, val);
          mx = Math.max(mx, val);
        }
        if (Math.abs(mn - a.min[c]) > 1e-6 || Math.abs(mx - a.max[c]) > 1e-6) errors.push(`accessor ${i}: min/max do not match data`);
      }
    }
  });
  let triangles = 0;
  (gltf.meshes ?? []).forEach((m, i) => {
    for (const p of m.primitives) {
      const pos = accs[p.attributes.POSITION];
      if (!pos || !pos.min || !pos.max) errors.push(`mesh ${i}: POSITION accessor missing or without min/max`);
      for (const [k, ai] of Object.entries(p.attributes)) {
        if (!accs[ai]) errors.push(`mesh ${i}: attribute ${k} -> missing accessor`);
        else if (pos && accs[ai].count !== pos.count) errors.push(`mesh ${i}: attribute ${k} count differs from POSITION`);
      }
      if (p.material !== undefined && !(gltf.materials ?? [])[p.material]) errors.push(`mesh ${i}: missing material`);
      if (p.indices !== undefined) {
        const ia = accs[p.indices];
        const v = ia && ia.bufferView !== undefined ? views[ia.bufferView] : undefined;
        if (!ia || !v || !pos) {
          errors.push(`mesh ${i}: bad indices`);
          continue;
        }
        if (ia.count % 3) errors.push(`mesh ${i}: index count not a multiple of 3`);
        triangles += Math.floor(ia.count / 3);
        const size = COMPONENT_SIZE[ia.componentType];
        const base = (v.byteOffset ?? 0) + (ia.byteOffset ?? 0);
        for (let k = 0; k < ia.count && base + (k + 1) * size <= bin.length; k++) {
          const idx = size === 2 ? bin.readUInt16LE(base + k * 2) : size === 4 ? bin.readUInt32LE(base + k * 4) : bin.readUInt8(base + k);
          if (idx >= pos.count) {
            errors.push(`mesh ${i}: index ${idx} >= vertex count ${pos.count}`);
            break;
          }
        }
      }
    }
  });
  const nodes = gltf.nodes ?? [];
  nodes.forEach((nd, i) => {
    if (nd.mesh !== undefined && !(gltf.meshes ?? [])[nd.mesh]) errors.push(`node ${i}: missing mesh`);
    for (const c of nd.children ?? []) if (!nodes[c]) errors.push(`node ${i}: missing child ${c}`);
  });
  const scene = (gltf.scenes ?? [])[gltf.scene ?? 0];
  if (!scene) errors.push("missing scene");
  else for (const r of scene.nodes ?? []) if (!nodes[r]) errors.push(`scene: missing node ${r}`);
  return { errors, nodes: nodes.length, triangles };
}

// ---------------------------------------------------------------- the models (metres; ~0.3–0.5 m across)

const rgb = (hex: string, a = 1): RGBA => {
  const v = parseInt(hex.slice(1), 16);
  // baseColorFactor is linear; convert from sRGB so colours look as intended
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return [lin((v >> 16) & 255), lin((v >> 8) & 255), lin(v & 255), a];
};

function rand(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function membranePatch(): ModelBuilder {
  const b = new ModelBuilder("membrane-patch");
  const head = b.material("phosphate-head", rgb("#e4572e"));
  const tail = b.material("fatty-acid-tail", rgb("#f2c14e"));
  const protein = b.material("protein", rgb("#7e57c2"));
  const n = 8;
  const sp = 0.05;
  const off = ((n - 1) * sp) / 2;
  for (const leaflet of [1, -1]) {
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const x = i * sp - off;
        const z = j * sp - off;
        if (Math.hypot(x - 0.025, z - 0.025) < 0.07) continue; // room for the protein
        const y = leaflet * 0.09;
        b.sphere(head, [x, y, z], 0.021);
        for (const dx of [-0.008, 0.008]) b.cylinder(tail, [x + dx, y - leaflet * 0.015, z], [x + dx * 0.6, leaflet * 0.006, z], 0.006);
      }
    }
  }
  // transmembrane protein: a bundle of helices capped by a globular domain
  for (let k = 0; k < 7; k++) {
    const a = (k / 7) * Math.PI * 2;
    const x = 0.025 + 0.032 * Math.cos(a);
    const z = 0.025 + 0.032 * Math.sin(a);
    b.cylinder(protein, [x, -0.12, z], [x + 0.006 * Math.cos(a + 1), 0.12, z + 0.006 * Math.sin(a + 1)], 0.015);
  }
  b.sphere(protein, [0.025, 0.13, 0.025], [0.05, 0.03, 0.05]);
  return b;
}

function dnaHelix(): ModelBuilder {
  const b = new ModelBuilder("dna-helix");
  const back1 = b.material("backbone-1", rgb("#3b4a6b"));
  const back2 = b.material("backbone-2", rgb("#8a94a6"));
  const base: Record<string, number> = {
    A: b.material("adenine", rgb("#e5484d")),
    T: b.material("thymine", rgb("#f2c14e")),
    G: b.material("guanine", rgb("#30a46c")),
    C: b.material("cytosine", rgb("#2f81f7")),
  };
  const pairOf: Record<string, string> = { A: "T", T: "A", G: "C", C: "G" };
  const seq = "ATGCGTACCGATTAGCCGTA";
  const r = 0.06;
  const rise = 0.02;
  const twist = (36 * Math.PI) / 180;
  const groove = (150 * Math.PI) / 180; // angular offset between the two backbones (minor/major groove)
  const y0 = -(seq.length - 1) * rise * 0.5;
  const p1: [number, number, number][] = [];
  const p2: [number, number, number][] = [];
  for (let i = 0; i < seq.length; i++) {
    const a = i * twist;
    const y = y0 + i * rise;
    const A: [number, number, number] = [r * Math.cos(a), y, r * Math.sin(a)];
    const B: [number, number, number] = [r * Math.cos(a + groove), y, r * Math.sin(a + groove)];
    p1.push(A);
    p2.push(B);
    const mid: [number, number, number] = [(A[0] + B[0]) / 2, y, (A[2] + B[2]) / 2];
    b.cylinder(base[seq[i]], A, mid, 0.0065);
    b.cylinder(base[pairOf[seq[i]]], mid, B, 0.0065);
    b.sphere(back1, A, 0.011);
    b.sphere(back2, B, 0.011);
  }
  for (let i = 0; i + 1 < seq.length; i++) {
    b.cylinder(back1, p1[i], p1[i + 1], 0.006);
    b.cylinder(back2, p2[i], p2[i + 1], 0.006);
  }
  return b;
}

function waterMolecule(): ModelBuilder {
  const b = new ModelBuilder("water-molecule");
  const o = b.material("oxygen", rgb("#e5484d"));
  const h = b.material("hydrogen", rgb("#f0f0f0"));
  const bond = b.material("bond", rgb("#9aa4b2"));
  const L = 0.12;
  const half = ((104.5 / 2) * Math.PI) / 180;
  const O: Vec3 = [0, 0.03, 0];
  b.sphere(o, O, 0.055);
  for (const s of [-1, 1]) {
    const H: Vec3 = [s * L * Math.sin(half), O[1] - L * Math.cos(half), 0];
    b.sphere(h, H, 0.035);
    b.cylinder(bond, O, H, 0.012);
  }
  return b;
}

function proteinGlobule(): ModelBuilder {
  const b = new ModelBuilder("protein-globule");
  const mats = [b.material("alpha-helix", rgb("#e5484d")), b.material("beta-strand", rgb("#f2c14e")), b.material("loop", rgb("#8fb9ff"))];
  const link = b.material("backbone", rgb("#9aa4b2"));
  const rnd = rand(42);
  const pts: Vec3[] = [[0, 0, 0]];
  const R = 0.13;
  while (pts.length < 90) {
    const last = pts[pts.length - 1];
    for (let tries = 0; tries < 50; tries++) {
      const th = rnd() * Math.PI * 2;
      const ph = Math.acos(2 * rnd() - 1);
      const step = 0.032;
      const p: Vec3 = [last[0] + step * Math.sin(ph) * Math.cos(th), last[1] + step * Math.cos(ph), last[2] + step * Math.sin(ph) * Math.sin(th)];
      const inside = len(p) < R;
      const clash = pts.some((q) => len(sub(p, q)) < 0.026);
      if ((inside && !clash) || tries === 49) {
        pts.push(inside ? p : scale(p, (R * 0.95) / len(p)));
        break;
      }
    }
  }
  pts.forEach((p, i) => {
    const seg = Math.floor(i / 10) % 3;
    b.sphere(mats[seg], p, 0.022);
    if (i > 0) b.cylinder(link, pts[i - 1], p, 0.007);
  });
  return b;
}

function atpMolecule(): ModelBuilder {
  const b = new ModelBuilder("atp-molecule");
  const adenine = b.material("adenine", rgb("#2f81f7"));
  const ribose = b.material("ribose", rgb("#f59e0b"));
  const phosphorus = b.material("phosphate", rgb("#a855f7"));
  const oxygen = b.material("oxygen", rgb("#e5484d"));
  const bond = b.material("bond", rgb("#9aa4b2"));
  const atoms: { p: Vec3; m: number; r: number }[] = [];
  const bonds: [number, number][] = [];
  const addAtom = (p: Vec3, m: number, r = 0.014) => atoms.push({ p, m, r }) - 1;
  // adenine: six-membered ring fused with a five-membered ring
  const s = 0.035;
  const hc: Vec3 = [-0.17, 0.06, 0];
  const hex = Array.from({ length: 6 }, (_, k) =>
    addAtom([hc[0] + s * Math.cos(((30 + 60 * k) * Math.PI) / 180), hc[1] + s * Math.sin(((30 + 60 * k) * Math.PI) / 180), 0], adenine),
  );
  for (let k = 0; k < 6; k++) bonds.push([hex[k], hex[(k + 1) % 6]]);
  const apo = s / (2 * Math.tan(Math.PI / 5));
  const R5 = s / (2 * Math.sin(Math.PI / 5));
  const pc: Vec3 = [hc[0] + s * Math.cos(Math.PI / 6) + apo, hc[1], 0];
  const pent = [72, 0, -72].map((d) => addAtom([pc[0] + R5 * Math.cos((d * Math.PI) / 180), pc[1] + R5 * Math.sin((d * Math.PI) / 180), 0], adenine));
  bonds.push([hex[0], pent[0]], [pent[0], pent[1]], [pent[1], pent[2]], [pent[2], hex[5]]);
  const amine = addAtom([hc[0] - 0.03, hc[1] + 0.055, 0], adenine, 0.012);
  bonds.push([hex[2], amine]);
  // ribose: five-membered ring below-right of the adenine
  const rc: Vec3 = [atoms[pent[2]].p[0] + 0.03, atoms[pent[2]].p[1] - 0.065, 0];
  // slightly puckered ring (alternating z)
  const rib = [90, 162, 234, 306, 18].map((d, k) =>
    addAtom([rc[0] + R5 * Math.cos((d * Math.PI) / 180), rc[1] + R5 * Math.sin((d * Math.PI) / 180), k % 2 ? 0.008 : -0.004], ribose),
  );
  for (let k = 0; k < 5; k++) bonds.push([rib[k], rib[(k + 1) % 5]]);
  bonds.push([pent[2], rib[0]]);
  for (const k of [2, 3]) {
    const p = atoms[rib[k]].p;
    const o = addAtom([p[0], p[1] - 0.03, p[2] + 0.01], oxygen, 0.011);
    bonds.push([rib[k], o]);
  }
  // C5' and the triphosphate chain
  const c5 = addAtom(add(atoms[rib[4]].p, [0.035, 0.012, 0]), ribose);
  bonds.push([rib[4], c5]);
  let prev = c5;
  let x = atoms[c5].p[0];
  const y = atoms[c5].p[1];
  for (let k = 0; k < 3; k++) {
    const bridge = addAtom([x + 0.03, y, 0], oxygen, 0.012);
    const P = addAtom([x + 0.065, y, 0], phosphorus, 0.02);
    bonds.push([prev, bridge], [bridge, P]);
    for (const [dy, dz] of [[0.035, 0], [-0.035, 0], ...(k === 2 ? [[0, 0.035]] : [])] as [number, number][]) {
      const O = addAtom([x + 0.065, y + dy, dz], oxygen, 0.012);
      bonds.push([P, O]);
    }
    prev = P;
    x += 0.065;
  }
  // centre the molecule
  const c: Vec3 = [0, 0, 0];
  for (const a of atoms) for (let k = 0; k < 3; k++) c[k] += a.p[k] / atoms.length;
  for (const [i, j] of bonds) b.cylinder(bond, sub(atoms[i].p, c), sub(atoms[j].p, c), 0.005);
  for (const a of atoms) b.sphere(a.m, sub(a.p, c), a.r);
  return b;
}

function chloroplastModel(): ModelBuilder {
  const b = new ModelBuilder("chloroplast");
  const envelope = b.material("envelope", rgb("#7ccf6b", 0.35), { doubleSided: true, roughness: 0.4 });
  const thylakoid = b.material("thylakoid", rgb("#1f7a35"));
  const lamella = b.material("stroma-lamella", rgb("#3fa34d"));
  const starch = b.material("starch", rgb("#f5f0e1"));
  b.sphere(envelope, [0, 0, 0], [0.25, 0.09, 0.14]);
  const stacks: Vec3[] = [
    [-0.15, 0, -0.03],
    [-0.08, 0, 0.05],
    [0, 0, -0.04],
    [0.08, 0, 0.05],
    [0.15, 0, -0.02],
    [-0.02, 0, 0.08],
  ];
  for (const s of stacks) {
    for (let k = 0; k < 6; k++) b.disc(thylakoid, [s[0], -0.035 + k * 0.013, s[2]], 0.027, 0.009);
  }
  for (let i = 0; i + 1 < stacks.length; i++) b.cylinder(lamella, stacks[i], stacks[i + 1], 0.004);
  b.sphere(starch, [0.05, -0.03, -0.07], [0.025, 0.015, 0.02]);
  return b;
}

function virusCapsid(): ModelBuilder {
  const b = new ModelBuilder("virus-capsid");
  const penton = b.material("penton", rgb("#e5484d"));
  const hexon = b.material("hexon", rgb("#2fb5a5"));
  const edge = b.material("hexon-edge", rgb("#9fe3d8"));
  const genome = b.material("genome", rgb("#a855f7"));
  const t = (1 + Math.sqrt(5)) / 2;
  const raw: Vec3[] = [
    [-1, t, 0],
    [1, t, 0],
    [-1, -t, 0],
    [1, -t, 0],
    [0, -1, t],
    [0, 1, t],
    [0, -1, -t],
    [0, 1, -t],
    [t, 0, -1],
    [t, 0, 1],
    [-t, 0, -1],
    [-t, 0, 1],
  ];
  const R = 0.15;
  const norm = (v: Vec3, r = R): Vec3 => scale(v, r / len(v));
  const verts = raw.map((v) => norm(v));
  const faces = [
    [0, 11, 5],
    [0, 5, 1],
    [0, 1, 7],
    [0, 7, 10],
    [0, 10, 11],
    [1, 5, 9],
    [5, 11, 4],
    [11, 10, 2],
    [10, 7, 6],
    [7, 1, 8],
    [3, 9, 4],
    [3, 4, 2],
    [3, 2, 6],
    [3, 6, 8],
    [3, 8, 9],
    [4, 9, 5],
    [2, 4, 11],
    [6, 2, 10],
    [8, 6, 7],
    [9, 8, 1],
  ];
  const edges = new Set<string>();
  for (const f of faces) for (let k = 0; k < 3; k++) edges.add([f[k], f[(k + 1) % 3]].sort((p, q) => p - q).join("-"));
  for (const v of verts) b.sphere(penton, v, 0.03);
  for (const f of faces) b.sphere(hexon, norm(add(add(verts[f[0]], verts[f[1]]), verts[f[2]])), 0.033);
  for (const e of [...edges].sort()) {
    const [i, j] = e.split("-").map(Number);
    b.sphere(edge, norm(add(verts[i], verts[j])), 0.026);
  }
  b.sphere(genome, [0, 0, 0], 0.1);
  return b;
}

export const MODELS: Record<ModelKind, () => ModelBuilder> = {
  "membrane-patch": membranePatch,
  "dna-helix": dnaHelix,
  "water-molecule": waterMolecule,
  "protein-globule": proteinGlobule,
  "atp-molecule": atpMolecule,
  chloroplast: chloroplastModel,
  "virus-capsid": virusCapsid,
};
