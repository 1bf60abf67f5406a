import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * `client:after-paint`: hydrates an island once the page has loaded and painted (see
 * src/lib/after-paint.ts), for islands whose server-rendered first screen is what the visitor
 * reads first and whose code can come a frame later.
 */
export default function afterPaintDirective(): AstroIntegration {
  return {
    name: 'psycortex:after-paint-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'after-paint',
          entrypoint: fileURLToPath(new URL('./after-paint-directive.client.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:after-paint'?: boolean;
  }
}
