import type { Faker } from '@faker-js/faker';

import { demoAccounts } from '@app/server-db';
import type { Row } from './context';
import { type Rng, stripDiacritics } from './random';
import { Gender } from '@app/accounts-contract';

/** An account row before its id, password hash and update time are filled in. */
export type AccountInput = Omit<Row<'accounts'>, 'id' | 'passwordHash' | 'updatedAt'> & {
  createdAt: Date;
};

/** Unique phones and emails and Vietnamese names for every step that makes people. */
export interface People {
  /** '0' + 9 digits, never given twice (nor a demo account's). */
  newPhone(): string;
  /** `given.family@domain` without diacritics, numbered when taken. */
  emailFor(name: string, domain?: string): string;
  personName(gender: 'male' | 'female'): string;
  /** A full account row with the demo password. */
  account(row: AccountInput): Row<'accounts'>;
}

/** The columns every seeded account shares unless it says otherwise. */
export const accountDefaults = {
  gender: Gender.EMPTY,
  avatar: '',
  verify: false,
  apartmentId: null,
  floorId: null,
  buildingId: null,
  balance: 0,
  balancePending: 0,
} as const;

export function createPeople(rng: Rng, faker: Faker, passwordHash: string): People {
  const phones = new Set<string>(Object.values(demoAccounts).map((a) => a.phone));
  const prefixes = ['03', '05', '07', '08', '09'];
  const emails = new Set<string>();
  return {
    newPhone() {
      for (;;) {
        const p = rng.pick(prefixes) + String(rng.int(0, 99_999_999)).padStart(8, '0');
        if (!phones.has(p)) {
          phones.add(p);
          return p;
        }
      }
    },
    emailFor(name, domain = 'gmail.com') {
      const base = stripDiacritics(name)
        .toLowerCase()
        .replace(/[^a-z ]/g, '')
        .trim()
        .split(/\s+/)
        .reverse()
        .join('.');
      let e = `${base}@${domain}`;
      for (let n = 2; emails.has(e); n++) e = `${base}${n}@${domain}`;
      emails.add(e);
      return e;
    },
    // fakerVI's first names already carry the middle syllable ("Thanh Ngân"); its middleName() falls
    // back to English names, so it is not used.
    personName: (gender) =>
      `${faker.person.lastName()} ${faker.person.firstName(gender)}`.replace(/\s+/g, ' '),
    account: (row) => ({
      id: rng.id(row.createdAt),
      passwordHash,
      updatedAt: row.createdAt,
      ...row,
    }),
  };
}
