/**
 * Bundles each function into one ESM file for deployment, the same way the local runtime
 * bundles them (minus code splitting, since every file in Netlify's functions folder is a
 * function). Netlify then only zips them: a cold start loads one file instead of a module tree.
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { bundleOptions, functionEntries } from '@psycortex/local-runtime/functions';
import * as esbuild from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const outdir = resolve(root, '.netlify/functions-bundled');
await rm(outdir, { recursive: true, force: true });
const entryPoints = await functionEntries(root);
await esbuild.build({
  ...bundleOptions(root, outdir),
  entryPoints,
  splitting: false,
  sourcemap: false,
  minify: true,
  // Native and heavyweight packages stay in node_modules, where Netlify's tracer finds them.
  packages: undefined,
  // jsPDF loads html2canvas, canvg and DOMPurify only for its html() and SVG drawing, by
  // dynamic import; the invoice PDF uses neither, so they stay out of every bundle.
  external: ['@node-rs/argon2', 'sharp', 'html2canvas', 'canvg', 'dompurify'],
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
});
console.log(`[functions] ${entryPoints.length} functions bundled into ${outdir}`);
