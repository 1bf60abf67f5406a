import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ownHashesOnly } from '#/integrations/page-csp.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const policyOf = (html: string) =>
  /<meta http-equiv="content-security-policy" content="([^"]*)">/.exec(html)![1]!;

const page = (policy: string, body: string) =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${policy}">` +
  `<style>body{margin:0}</style><script type="module" src="/_astro/page.js"></script></head>` +
  `<body>${body}</body></html>`;

describe("a page's Content-Security-Policy names its own inline scripts and styles", () => {
  const everyHashOfTheBuild = Array.from({ length: 30 }, (_, i) => hash(`other ${i}`)).join(' ');
  const policy =
    "default-src 'self';img-src 'self' data:;form-action 'self' https://api.razorpay.com; " +
    `script-src 'self' ${everyHashOfTheBuild}; style-src 'self' ${everyHashOfTheBuild};`;

  it('keeps the hashes of what the page carries and drops the rest of the build', () => {
    const html = page(
      policy,
      '<script>window.a=1</script><script type="module">import "/x.js"</script>' +
        '<script type="application/json" id="shop-data">{"a":1}</script>' +
        '<script type="application/ld+json">{}</script><p>Hello</p>',
    );
    const trimmed = policyOf(ownHashesOnly(html));
    expect(trimmed).toBe(
      "default-src 'self';img-src 'self' data:;form-action 'self' https://api.razorpay.com;" +
        `script-src 'self' ${hash('window.a=1')} ${hash('import "/x.js"')};` +
        `style-src 'self' ${hash('body{margin:0}')};`,
    );
    // The page itself is untouched but for the policy.
    expect(ownHashesOnly(html).replace(policyOf(ownHashesOnly(html)), '')).toBe(
      html.replace(policy, ''),
    );
  });

  it('names one hash for a script the page carries twice, and none when it has none', () => {
    const twice = policyOf(
      ownHashesOnly(page(policy, '<script>go()</script><script>go()</script>')),
    );
    expect(twice.match(/'sha256-/g)).toHaveLength(2);
    const none = policyOf(ownHashesOnly(page(policy, '<p>No scripts here</p>')));
    expect(none).toContain("script-src 'self';");
  });

  it('leaves a page without a policy as it is', () => {
    const html = '<!doctype html><html><head><title>Plain</title></head><body></body></html>';
    expect(ownHashesOnly(html)).toBe(html);
  });
});
