/**
 * Makes the site's stand-in pictures: soft abstract compositions in the site's palette, one per
 * image the content refers to. An editor replaces any of them by dropping a real photograph at
 * the same path; this script never overwrites an existing file unless run with --force.
 *
 *   node scripts/make-media.ts [--force]
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { slug } from '#/lib/slug.ts';

const root = resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');

const PALETTES = [
  ['#f3ecfa', '#d9c6ee', '#501a77', '#8e5cc4'],
  ['#eef6f4', '#bfe0d8', '#1f6f63', '#5aa99a'],
  ['#fbf3ea', '#f1d3b3', '#8a4b14', '#d08c4f'],
  ['#eef2fb', '#c5d3f0', '#27488f', '#6f8fd6'],
  ['#fbeef2', '#efc3d1', '#8c2451', '#d0708f'],
];

function rng(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

export function placeholderSvg(seed: string, width: number, height: number): string {
  const random = rng(seed);
  const palette = PALETTES[Math.floor(random() * PALETTES.length)]!;
  const [light, soft, deep, mid] = palette as [string, string, string, string];
  const circles = Array.from({ length: 6 }, (_, i) => {
    const r = (0.15 + random() * 0.35) * Math.max(width, height);
    const cx = random() * width;
    const cy = random() * height;
    const fill = [soft, mid, deep][i % 3];
    const opacity = i % 3 === 2 ? 0.18 : 0.35;
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${fill}" fill-opacity="${opacity}"/>`;
  }).join('');
  const wave = `<path d="M0 ${height * 0.72} C ${width * 0.3} ${height * (0.55 + random() * 0.2)}, ${width * 0.7} ${height * (0.8 + random() * 0.15)}, ${width} ${height * 0.66} L ${width} ${height} L 0 ${height} Z" fill="${mid}" fill-opacity="0.25"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${soft}"/></linearGradient>
<filter id="b"><feGaussianBlur stdDeviation="${Math.round(width / 40)}"/></filter></defs>
<rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#b)">${circles}${wave}</g></svg>`;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

export async function makeImage(
  path: string,
  width: number,
  height: number,
  seed = path,
): Promise<boolean> {
  if (!force && (await exists(path))) return false;
  await mkdir(dirname(path), { recursive: true });
  const svg = Buffer.from(placeholderSvg(seed, width, height));
  await sharp(svg).jpeg({ quality: 72, mozjpeg: true }).toFile(path);
  return true;
}

/** Every `./images/<name>.jpg` an MDX file in the folder points at, made beside it. */
async function imagesReferencedIn(folder: string): Promise<string[]> {
  const files = (await readdir(folder)).filter((f) => f.endsWith('.mdx'));
  const found = new Set<string>();
  for (const file of files) {
    const text = await readFile(join(folder, file), 'utf8');
    for (const m of text.matchAll(/\.\/images\/[\w-]+\.jpg/g)) found.add(join(folder, m[0]));
  }
  return [...found];
}

interface Wanted {
  path: string;
  width: number;
  height: number;
}

/** Every picture the JSON and MDX content expects, at the paths the JSON's picture fields name. */
async function wantedImages(): Promise<Wanted[]> {
  const img = (path: string, width: number, height: number): Wanted => ({
    path: join(root, 'content/images', path),
    width,
    height,
  });
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const branches = JSON.parse(
    await readFile(join(root, 'content/branches.json'), 'utf8'),
  ) as Array<{ city: string }>;
  const serviceDirs = await readdir(join(root, 'content/services'), { withFileTypes: true });
  const services: Wanted[] = [];
  for (const dir of serviceDirs.filter((d) => d.isDirectory())) {
    for (const file of await readdir(join(root, 'content/services', dir.name))) {
      if (file.endsWith('.mdx'))
        services.push(img(`services/${file.replace('.mdx', '')}.jpg`, 1600, 900));
    }
  }
  return [
    ...range(3).map((i) => img(`home/banner-${i}.jpg`, 1920, 1080)),
    ...range(5).map((i) => img(`home/skilledIn${i}.jpg`, 900, 1100)),
    img('home/wecare.jpg', 1000, 750),
    ...range(4).map((i) => img(`home/achievement-${i}.jpg`, 640, 480)),
    ...range(4).map((i) => img(`home/audience-${i}.jpg`, 960, 540)),
    ...services,
    ...branches.map((b) => img(`branches/${slug(b.city)}.jpg`, 640, 400)),
    ...range(19).map((i) => img(`gallery/gallery-${i}.jpg`, 900, i % 3 === 0 ? 1100 : 640)),
    ...range(4).map((i) => img(`awards/certificate-${i}.jpg`, 600, 780)),
    ...range(2).map((i) => img(`awards/award-${i}.jpg`, 900, 600)),
    img('about/about.jpg', 1200, 800),
    img('brochure/landing.jpg', 1400, 900),
  ];
}

/** Every picture made here is listed as a stand-in, so the pages show it without an alt text. */
async function listStandIns(made: string[]): Promise<void> {
  const file = join(root, 'content/stand-in-pictures.json');
  const list = JSON.parse(await readFile(file, 'utf8')) as { pictures: string[] };
  const paths = made.map((path) => relative(join(root, 'content'), path).split(sep).join('/'));
  list.pictures = [...new Set([...list.pictures, ...paths])].sort();
  await writeFile(file, `${JSON.stringify(list, null, 2)}\n`);
}

async function main() {
  const made: string[] = [];
  for (const path of await imagesReferencedIn(join(root, 'content/blog'))) {
    if (await makeImage(path, 1200, 675)) made.push(path);
  }
  for (const { path, width, height } of await wantedImages()) {
    if (await makeImage(path, width, height)) made.push(path);
  }
  await listStandIns(made);
  console.log(`[media] ${made.length} images made`);
}

if (import.meta.main) await main();
