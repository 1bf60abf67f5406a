import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '#/api/admin-products.ts';
import {
  ADMIN_TABS,
  adminHref,
  isPanelNavigation,
  pageCount,
  parseAdminRoute,
  screenKey,
  transactionsApiUrl,
  transactionsExportUrl,
  usersApiUrl,
} from '#/features/admin/admin-routes.ts';
import {
  countryOrNotSpecified,
  customerLabel,
  firstSerial,
  lineName,
  transactionStateLabel,
  transactionTone,
} from '#/features/admin/admin-view.ts';
import { validateProductForm } from '#/features/admin/products/admin-product-validation.ts';
import {
  apiFieldErrors,
  emptyProductForm,
  formFromProduct,
  productFormData,
  variantsPayload,
} from '#/features/admin/products/admin-products.ts';
import {
  parseInline,
  parseMarkdown,
  safeHref,
} from '#/features/admin/products/markdown-preview.ts';

describe('admin routes', () => {
  it('reads every screen of the route table from the address', () => {
    expect(parseAdminRoute('/admin')).toEqual({ name: 'users', q: '', page: 1 });
    expect(parseAdminRoute('/admin/', '?q=ravi&page=3')).toEqual({
      name: 'users',
      q: 'ravi',
      page: 3,
    });
    expect(parseAdminRoute('/admin.html')).toEqual({ name: 'users', q: '', page: 1 });
    expect(parseAdminRoute('/admin/userTransaction/42')).toEqual({
      name: 'transactions',
      who: '42',
    });
    expect(
      parseAdminRoute('/admin/userTransaction/ravi%40example.com', '?date=2026-03-01&state=error'),
    ).toEqual({
      name: 'transactions',
      who: 'ravi@example.com',
      date: '2026-03-01',
      state: 'error',
    });
    expect(parseAdminRoute('/admin/userTransaction')).toEqual({ name: 'transactions', who: 'all' });
    expect(parseAdminRoute('/admin/product-management')).toEqual({ name: 'products' });
    expect(parseAdminRoute('/admin/contact')).toEqual({ name: 'contact' });
  });

  it('ignores what it does not know and never throws on a bad address', () => {
    expect(parseAdminRoute('/admin', '?page=-2')).toMatchObject({ page: 1 });
    expect(parseAdminRoute('/admin', '?page=abc')).toMatchObject({ page: 1 });
    expect(parseAdminRoute('/admin/userTransaction/all', '?state=maybe')).toEqual({
      name: 'transactions',
      who: 'all',
    });
    // A bad day is passed on: the server answers 'Invalid Date', which the screen shows.
    expect(parseAdminRoute('/admin/userTransaction/all', '?date=2026-02-30')).toMatchObject({
      date: '2026-02-30',
    });
    expect(parseAdminRoute('/admin/userTransaction/%E0%A4')).toEqual({ name: 'notFound' });
    expect(parseAdminRoute('/admin/userTransaction/1/extra')).toEqual({ name: 'notFound' });
    expect(parseAdminRoute('/admin/contact/5')).toEqual({ name: 'notFound' });
    expect(parseAdminRoute('/admin/settings')).toEqual({ name: 'notFound' });
    expect(parseAdminRoute('/shop')).toEqual({ name: 'notFound' });
  });

  it('writes addresses that read back as the same screen', () => {
    const routes = [
      { name: 'users', q: '', page: 1 },
      { name: 'users', q: 'asha rao', page: 2 },
      { name: 'transactions', who: 'all' },
      { name: 'transactions', who: 'a+b@example.com', date: '2026-01-31', state: 'success' },
      { name: 'products' },
      { name: 'contact' },
      { name: 'privacy' },
    ] as const;
    for (const route of routes) {
      const url = new URL(adminHref(route), 'https://psycortex.in');
      expect(parseAdminRoute(url.pathname, url.search)).toEqual(route);
    }
    expect(adminHref({ name: 'users', q: '  ', page: 1 })).toBe('/admin');
    expect(adminHref({ name: 'transactions', who: 'a b/c' })).toBe(
      '/admin/userTransaction/a%20b%2Fc',
    );
    expect(ADMIN_TABS.map((t) => parseAdminRoute(t.href).name)).toEqual([
      'users',
      'transactions',
      'products',
      'contact',
      'privacy',
      'calendar',
      'clinicians',
    ]);
  });

  it('moves focus only when the screen or the customer changes', () => {
    expect(screenKey({ name: 'users', q: 'a', page: 1 })).toBe(
      screenKey({ name: 'users', q: 'b', page: 4 }),
    );
    expect(screenKey({ name: 'transactions', who: 'all', state: 'error' })).toBe(
      screenKey({ name: 'transactions', who: 'all' }),
    );
    expect(screenKey({ name: 'transactions', who: '1' })).not.toBe(
      screenKey({ name: 'transactions', who: 'all' }),
    );
  });

  it('builds the API and export addresses from the same filters', () => {
    expect(usersApiUrl('', 1)).toBe('/api/admin/users');
    expect(usersApiUrl(' Ravi ', 2)).toBe('/api/admin/users?q=Ravi&page=2');
    expect(transactionsApiUrl('all', {})).toBe('/api/admin/transactions/all');
    const filters = { date: '2026-03-01', state: 'success' } as const;
    expect(transactionsApiUrl('ravi@example.com', filters)).toBe(
      '/api/admin/transactions/ravi%40example.com?date=2026-03-01&state=success',
    );
    expect(transactionsExportUrl('ravi@example.com', filters)).toBe(
      '/api/admin/transactions/ravi%40example.com/export?date=2026-03-01&state=success',
    );
    expect(transactionsExportUrl('all', { state: 'error' })).toBe(
      '/api/admin/transactions/all/export?state=error',
    );
  });

  it('counts pages and serial numbers', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(250, 50)).toBe(5);
    expect(firstSerial(1, 50)).toBe(1);
    expect(firstSerial(3, 50)).toBe(101);
  });

  it('handles plain left clicks on panel links and leaves the rest to the browser', () => {
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    const origin = 'https://psycortex.in';
    const link = (href: string, extra = {}) => ({ href: `${origin}${href}`, ...extra });
    expect(isPanelNavigation(click, link('/admin/contact'), origin)).toBe(true);
    expect(isPanelNavigation(click, link('/admin'), origin)).toBe(true);
    expect(isPanelNavigation({ ...click, ctrlKey: true }, link('/admin/contact'), origin)).toBe(
      false,
    );
    expect(isPanelNavigation({ ...click, button: 1 }, link('/admin/contact'), origin)).toBe(false);
    expect(isPanelNavigation(click, link('/admin/contact', { target: '_blank' }), origin)).toBe(
      false,
    );
    expect(isPanelNavigation(click, link('/admin/login'), origin)).toBe(false);
    expect(isPanelNavigation(click, link('/api/admin/enquiries/export'), origin)).toBe(false);
    expect(isPanelNavigation(click, link('/administrator'), origin)).toBe(false);
    expect(isPanelNavigation(click, { href: 'https://example.com/admin' }, origin)).toBe(false);
  });
});

describe('admin wording', () => {
  it('colours and names transaction states, never by colour alone', () => {
    expect(transactionTone('paid')).toBe('success');
    expect(transactionTone('failed')).toBe('error');
    expect(transactionTone('pending')).toBe('neutral');
    expect(transactionTone('refunded')).toBe('neutral');
    expect(transactionStateLabel('paid')).toBe('Success');
    expect(transactionStateLabel('failed')).toBe('Error');
    expect(transactionStateLabel('expired')).toBe('Expired');
  });

  it("says 'Not Specified' and 'N/A' where the spec does", () => {
    expect(countryOrNotSpecified('')).toBe('Not Specified');
    expect(countryOrNotSpecified('  ')).toBe('Not Specified');
    expect(countryOrNotSpecified(null)).toBe('Not Specified');
    expect(countryOrNotSpecified('India')).toBe('India');
    expect(lineName({ name: '' })).toBe('N/A');
    expect(lineName({ name: 'Group Counselling' })).toBe('Group Counselling');
    expect(customerLabel({ name: 'Ravi', email: 'r@example.com' })).toBe('Ravi (r@example.com)');
    expect(customerLabel({ name: '', email: 'r@example.com' })).toBe('r@example.com');
  });
});

describe('product form', () => {
  const product: AdminProduct = {
    id: '7',
    slug: 'couples',
    name: 'Couples Therapy',
    factor: 'Duration',
    description: 'Together',
    sacCode: '999312',
    gstRateBasisPoints: 1250,
    gstExempt: false,
    image: null,
    ordered: false,
    variants: [
      { id: '11', label: '1 hour', sessions: 1, price: 2_000_00 },
      { id: '12', label: '3 months', sessions: 12, price: 1_20_000_50 },
    ],
  };

  it('fills the form from a product with rupees as people write them', () => {
    const form = formFromProduct(product, (i) => `k${i}`);
    expect(form.variants).toEqual([
      { key: 'k0', id: '11', label: '1 hour', sessions: '1', price: '2,000' },
      { key: 'k1', id: '12', label: '3 months', sessions: '12', price: '1,20,000.50' },
    ]);
    expect(validateProductForm(form)).toEqual({});
  });

  it('sends options without keys, sessions as numbers, and leaves an empty sessions out', () => {
    expect(
      variantsPayload([
        { key: 'a', id: '11', label: 'One', sessions: '2', price: '1,499' },
        { key: 'b', label: 'Two', sessions: ' ', price: '99' },
      ]),
    ).toEqual([
      { id: '11', label: 'One', sessions: 2, price: '1,499' },
      { label: 'Two', price: '99' },
    ]);
  });

  it('gives the server messages under the server keys', () => {
    const form = emptyProductForm('a');
    expect(validateProductForm(form)).toEqual({
      name: 'Please fill in the product name.',
      factor: 'Please fill in the Factor.',
      description: 'Please fill in the description.',
      'variants.0.label': 'Please fill in the option label.',
      'variants.0.sessions': 'Please enter the number of sessions.',
      'variants.0.price': 'Please enter the price in rupees, e.g. 1,499.',
    });
    const twins = {
      name: 'X',
      factor: 'Y',
      description: 'Z',
      sacCode: '9993',
      gstRate: '18',
      gstExempt: false,
      variants: [
        { key: 'a', label: 'One', sessions: '1', price: '100' },
        { key: 'b', label: 'ONE', sessions: '1', price: '100' },
      ],
    };
    expect(validateProductForm(twins)).toEqual({
      variants: 'Each option needs a different label.',
    });
    expect(validateProductForm({ ...twins, variants: [] })).toEqual({
      variants: 'Please add at least one option.',
    });
  });

  it('builds the multipart body with the image or the request to remove it', () => {
    const values = formFromProduct(product, (i) => `k${i}`);
    const file = new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' });
    const withImage = productFormData(values, { file, remove: true });
    expect(withImage.get('name')).toBe('Couples Therapy');
    // The product's GST fields travel as typed, and come back as the product had them.
    expect([
      withImage.get('sacCode'),
      withImage.get('gstRate'),
      withImage.get('gstExempt'),
    ]).toEqual(['999312', '12.5', 'false']);
    expect(withImage.get('factor')).toBe('Duration');
    expect(JSON.parse(String(withImage.get('variants')))).toEqual([
      { id: '11', label: '1 hour', sessions: 1, price: '2,000' },
      { id: '12', label: '3 months', sessions: 12, price: '1,20,000.50' },
    ]);
    expect((withImage.get('image') as File).name).toBe('photo.png');
    expect(withImage.get('removeImage')).toBeNull();
    const removing = productFormData(values, { file: null, remove: true });
    expect(removing.get('image')).toBeNull();
    expect(removing.get('removeImage')).toBe('1');
    expect(productFormData(values, { file: null, remove: false }).get('removeImage')).toBeNull();
  });

  it('puts the server field messages, and a refused size, beside the fields', () => {
    expect(
      apiFieldErrors({
        code: 'invalid_input',
        message: 'x',
        fields: { 'variants.1.price': 'Please enter the price in rupees, e.g. 1,499.' },
      }),
    ).toEqual({ 'variants.1.price': 'Please enter the price in rupees, e.g. 1,499.' });
    expect(
      apiFieldErrors({ code: 'too_large', message: 'That image is larger than 5 MB.' }),
    ).toEqual({ image: 'That image is larger than 5 MB.' });
    expect(apiFieldErrors({ code: 'server_error', message: 'Something' })).toEqual({});
  });
});

describe('markdown preview', () => {
  it('reads paragraphs, headings, lists and quotes', () => {
    expect(
      parseMarkdown(
        '# Couples\n\nOne line\nand the next.\n\n- first\n- second\n  continued\n\n1. one\n2. two\n\n> wise words',
      ),
    ).toEqual([
      { kind: 'h', level: 1, children: ['Couples'] },
      { kind: 'p', children: ['One line and the next.'] },
      { kind: 'ul', items: [['first'], ['second continued']] },
      { kind: 'ol', items: [['one'], ['two']] },
      { kind: 'quote', children: ['wise words'] },
    ]);
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown('a\r\n\r\nb')).toEqual([
      { kind: 'p', children: ['a'] },
      { kind: 'p', children: ['b'] },
    ]);
  });

  it('reads emphasis, code and links, and keeps snake_case and escapes as text', () => {
    expect(parseInline('**Together** and *apart* and `code`')).toEqual([
      { kind: 'strong', children: ['Together'] },
      ' and ',
      { kind: 'em', children: ['apart'] },
      ' and ',
      { kind: 'code', text: 'code' },
    ]);
    expect(parseInline('see [our **team**](/aboutus/team)')).toEqual([
      'see ',
      {
        kind: 'link',
        href: '/aboutus/team',
        children: ['our ', { kind: 'strong', children: ['team'] }],
      },
    ]);
    expect(parseInline('snake_case_name')).toEqual(['snake_case_name']);
    expect(parseInline('\\*not em\\*')).toEqual(['*not em*']);
    expect(parseInline('2 * 3 * 4')).toEqual(['2 * 3 * 4']);
  });

  it('keeps markup as text and links only to safe addresses', () => {
    expect(parseMarkdown('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'p', children: ['<img src=x onerror=alert(1)>'] },
    ]);
    expect(parseInline('[click](javascript:alert%281%29)')[0]).toMatchObject({
      kind: 'link',
      href: null,
    });
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('https://psycortex.in')).toBe('https://psycortex.in');
    expect(safeHref('mailto:care@psycortex.in')).toBe('mailto:care@psycortex.in');
    expect(safeHref('/contactus')).toBe('/contactus');
  });
});

describe('admin panel: the booking screens', () => {
  it('reads and writes the calendar address: day or week, first day, clinician, branch', () => {
    const route = parseAdminRoute('/admin/calendar', '?from=2026-12-01&view=day&clinician=demo-a');
    expect(route).toEqual({
      name: 'calendar',
      from: '2026-12-01',
      days: 1,
      clinician: 'demo-a',
      branch: '',
      letGo: false,
    });
    expect(adminHref(route)).toBe('/admin/calendar?from=2026-12-01&view=day&clinician=demo-a');
    const all = parseAdminRoute('/admin/calendar', '?from=2026-12-01&holds=all');
    expect(all).toMatchObject({ letGo: true });
    expect(adminHref(all)).toBe('/admin/calendar?from=2026-12-01&holds=all');
    const pune = parseAdminRoute('/admin/calendar', '?from=2026-12-01&branch=pune');
    expect(pune).toMatchObject({ days: 7, clinician: '', branch: 'pune' });
    expect(adminHref(pune)).toBe('/admin/calendar?from=2026-12-01&branch=pune');
    const week = parseAdminRoute('/admin/calendar', '?from=2026-02-30');
    expect(week).toMatchObject({ name: 'calendar', days: 7, clinician: '', branch: '' });
    expect((week as { from: string }).from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(parseAdminRoute('/admin/clinicians')).toEqual({ name: 'clinicians' });
  });
});
