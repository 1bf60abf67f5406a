import { describe, expect, it } from 'vitest';
import { bookingPlaces, placeName } from '#/features/booking/booking-places.ts';
import branches from '../../../content/branches.json' with { type: 'json' };
import company from '../../../content/company.json' with { type: 'json' };

describe('places of in-person sessions', () => {
  const places = bookingPlaces(company.corporateOffice, branches);

  it('are the Nagpur head office and the 37 branches, each with its name and address', () => {
    expect(places).toHaveLength(38);
    expect(places[0]).toEqual({
      slug: 'nagpur',
      name: 'Nagpur head office',
      address: company.corporateOffice.address,
    });
    expect(places.find((p) => p.slug === 'mumbai')?.name).toBe('Mumbai branch');
    const pune = branches.find((b) => b.city === 'Pune')!;
    expect(places.find((p) => p.slug === 'pune')).toEqual({
      slug: 'pune',
      name: 'Pune branch',
      address: pune.address,
    });
    expect(new Set(places.map((p) => p.slug)).size).toBe(38);
  });

  it('list the branches after the head office in alphabetical order', () => {
    const names = places.slice(1).map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('name a place no longer in the content by its slug rather than not at all', () => {
    expect(placeName(places, 'pune')).toBe('Pune branch');
    expect(placeName(places, 'closed-town')).toBe('closed-town');
  });
});
