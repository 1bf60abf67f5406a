import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  aboutSchema,
  awardsSchema,
  branchesSchema,
  brochureSchema,
  type Company,
  companySchema,
  contactSchema,
  faqSchema,
  franchiseSchema,
  gallerySchema,
  homeSchema,
  parseContent,
  searchSchema,
  serviceSectionsSchema,
  standInPicturesSchema,
  testimonialsSchema,
} from '#/content/schemas.ts';

/**
 * The JSON content against the schemas the build applies (src/content.config.ts loads each file
 * as a collection with them). Astro's `image()` is not available here; a picture field is checked
 * for a file at its path instead, which is what the build would refuse.
 */
const root = resolve(import.meta.dirname, '../..');
const contentDir = join(root, 'content');
const image = () =>
  z.string().refine((path) => existsSync(resolve(contentDir, path)), 'No picture at this path');

const schemas: Record<string, z.ZodType> = {
  about: aboutSchema(image),
  awards: awardsSchema(image),
  branches: branchesSchema(image),
  brochure: brochureSchema(image),
  company: companySchema,
  contact: contactSchema,
  faq: faqSchema,
  franchise: franchiseSchema,
  gallery: gallerySchema(image),
  home: homeSchema(image),
  search: searchSchema,
  'service-sections': serviceSectionsSchema,
  'stand-in-pictures': standInPicturesSchema,
  testimonials: testimonialsSchema,
};

const jsonFiles = readdirSync(contentDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));
const read = (name: string): unknown =>
  JSON.parse(readFileSync(join(contentDir, `${name}.json`), 'utf8'));
const check = (name: string, data: unknown) =>
  parseContent(`content/${name}.json`, schemas[name]!, data);

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('JSON content', () => {
  it('every JSON file in content/ has a schema and a collection, so the build checks it', () => {
    const config = readFileSync(join(root, 'src/content.config.ts'), 'utf8');
    expect(jsonFiles.sort()).toEqual(Object.keys(schemas).sort());
    const withoutCollection = jsonFiles.filter((name) => !config.includes(`jsonFile('${name}')`));
    expect(withoutCollection, 'Load it in src/content.config.ts with jsonFile()').toEqual([]);
  });

  it.each(jsonFiles)('content/%s.json matches its schema', (name) => {
    expect(() => check(name, read(name))).not.toThrow();
  });

  it('a broken file is refused with the file and the field named', () => {
    const company = read('company') as { corporateOffice: Record<string, unknown> };
    company.corporateOffice.address = 42;
    expect(() => check('company', company)).toThrow(
      /content\/company\.json does not match its schema:[\s\S]*at corporateOffice\.address/,
    );

    const branches = read('branches') as Array<Record<string, unknown>>;
    branches[3]!.pinCode = '4400';
    expect(() => check('branches', branches)).toThrow(
      /content\/branches\.json[\s\S]*at \[3\]\.pinCode/,
    );

    const home = read('home') as { banner: Array<Record<string, unknown>> };
    home.banner[1]!.image = './images/home/no-such-picture.jpg';
    expect(() => check('home', home)).toThrow(
      /No picture at this path[\s\S]*at banner\[1\]\.image/,
    );

    const gallery = read('gallery') as { images: unknown[] };
    gallery.images.pop();
    expect(() => check('gallery', gallery)).toThrow(/at images/);
  });

  it('describes every field, so that the schema is the editors’ guide', () => {
    const undescribed: string[] = [];
    const walk = (node: Record<string, unknown>, path: string) => {
      const properties = (node.properties ?? {}) as Record<string, Record<string, unknown>>;
      for (const [key, child] of Object.entries(properties)) {
        const items = child.items as Record<string, unknown> | undefined;
        if (!child.description && !items?.description) undescribed.push(`${path}.${key}`);
        walk(child, `${path}.${key}`);
      }
      if (node.items) walk(node.items as Record<string, unknown>, `${path}[]`);
      if (node.additionalProperties && typeof node.additionalProperties === 'object')
        walk(node.additionalProperties as Record<string, unknown>, `${path}.*`);
    };
    for (const [name, schema] of Object.entries(schemas)) {
      walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), name);
    }
    expect(undescribed).toEqual([]);
  });
});

describe('one seller identity', () => {
  it('is one legal name and one address, printed alike on tax documents, e-mails and pages', async () => {
    const company = read('company') as Company;
    const { seller } = await import('#/server/invoices/seller.ts');
    const { senderAddress } = await import('#/server/mail/company.ts');
    expect(seller.name).toBe(company.legalName);
    expect(seller.address).toEqual([company.corporateOffice.address]);
    expect(senderAddress).toBe(`${company.legalName}, ${company.corporateOffice.address}`);
    const footer = readFileSync(join(root, 'src/components/shell/Footer.astro'), 'utf8');
    expect(footer).toContain('{company.legalName}');
  });

  it('is named in content/company.json alone, so that no other file can say otherwise', () => {
    const others = readdirSync(join(root, 'content'))
      .filter((file) => file.endsWith('.json') && file !== 'company.json')
      .filter((file) =>
        /"(legalName|invoiceName|invoiceAddress)"\s*:/.test(
          readFileSync(join(root, 'content', file), 'utf8'),
        ),
      );
    expect(others).toEqual([]);
  });
});

describe('the e-mails', () => {
  it('say what content/company.json says', async () => {
    const company = read('company') as Company;
    const { senderAddress, urgentHelp } = await import('#/server/mail/company.ts');
    expect(senderAddress).toContain(company.corporateOffice.address);
    expect(urgentHelp({ withCare: true })).toContain(company.helpline.number);
  });

  it('refuse a company.json that breaks its schema when they load, as the build does', async () => {
    const broken = read('company') as { helpline: Record<string, unknown> };
    delete broken.helpline.number;
    vi.resetModules();
    vi.doMock('../../content/company.json', () => ({ default: broken }));
    try {
      await expect(import('#/server/mail/company.ts')).rejects.toThrow(
        /content\/company\.json does not match its schema:[\s\S]*at helpline\.number/,
      );
    } finally {
      vi.doUnmock('../../content/company.json');
      vi.resetModules();
    }
  });
});

describe('stand-in pictures', () => {
  const list = (read('stand-in-pictures') as { pictures: string[] }).pictures;

  it('lists only pictures that exist', () => {
    expect(list.filter((path) => !existsSync(join(contentDir, path)))).toEqual([]);
  });

  it('every picture under content/ has a file name of its own (stand-ins are known by name)', () => {
    const pictures = filesUnder(contentDir).filter((path) => /\.(jpe?g|png|webp)$/.test(path));
    const names = pictures.map((path) => path.slice(dirname(path).length + 1));
    expect(pictures.length).toBeGreaterThan(100);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
