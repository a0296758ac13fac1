import { and, inArray, sql } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts, newId } from '@app/server-db';
import { createTestDatabase, type Database } from '@app/server-db/testing';
import { textSearch } from './list-query';

describe('textSearch', () => {
  it('is no condition for an empty text', () => {
    expect(textSearch('', accounts.name)).toBeUndefined();
    expect(textSearch(undefined, accounts.name)).toBeUndefined();
  });

  it('binds the text (in NFC) as a parameter, never in the SQL', () => {
    const decomposed = "Nguye\u0302\u0303n'; DROP TABLE accounts; --";
    const query = new PgDialect().sqlToQuery(
      textSearch(decomposed, accounts.name, accounts.email)!,
    );
    expect(query.sql).not.toContain('DROP');
    expect(query.params).toEqual([decomposed.normalize('NFC'), decomposed.normalize('NFC')]);
    expect(query.params[0]).not.toBe(decomposed);
  });

  // On PGlite, or on PostgreSQL with DATABASE_URL: the comparison itself, unaccent and the indexes.
  describe('on the database', () => {
    let database: Database;
    const names = [
      'Nguyễn Văn Đức',
      'Trần Thị Ánh',
      'Giảm 50% phí',
      'Mã a_c',
      'Mã abc',
      'Đường dẫn C:\\tệp',
    ];
    const ids = names.map(() => newId());

    beforeAll(async () => {
      database = await createTestDatabase();
      await database.db
        .insert(accounts)
        .values(names.map((name, i) => ({ id: ids[i], name, email: `tk${i}@vi.du`, role: 1 })));
    });
    afterAll(() => database.close());

    const find = async (text: string, ...columns: AnyPgColumn[]) => {
      const rows = await database.db
        .select({ name: accounts.name })
        .from(accounts)
        .where(and(inArray(accounts.id, ids), textSearch(text, ...columns)))
        .orderBy(accounts.name);
      return rows.map((r) => r.name);
    };

    /** Expects each of `texts` to find exactly `names` in the name column. */
    const expectEachFinds = async (texts: string[], names: string[]) => {
      for (const text of texts)
        expect({ text, found: await find(text, accounts.name) }).toEqual({ text, found: names });
    };

    it('ignores case and accents, đ included', async () => {
      await expectEachFinds(
        ['nguyen', 'NGUYEN', 'duc', 'ĐỨC', 'van du', 'Nguye\u0302\u0303n'],
        ['Nguyễn Văn Đức'],
      );
      await expectEachFinds(['tran thi anh'], ['Trần Thị Ánh']);
      await expectEachFinds(['nguyenx'], []);
    });

    it('takes %, _ and \\ literally, fullwidth ones too', async () => {
      await expectEachFinds(['50%', '50％', '%'], ['Giảm 50% phí']);
      await expectEachFinds(['a_c'], ['Mã a_c']);
      await expectEachFinds(['c:\\t'], ['Đường dẫn C:\\tệp']);
    });

    it('matches in any of the columns', async () => {
      expect(await find('tk1@', accounts.name)).toEqual([]);
      expect(await find('tk1@', accounts.name, accounts.email)).toEqual(['Trần Thị Ánh']);
    });

    it('is served by the trigram index of the column', async () => {
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const result = await tx.execute<Record<string, string>>(
          sql`EXPLAIN SELECT id FROM ${accounts} WHERE ${textSearch('nguyen', accounts.name)}`,
        );
        return result.rows.map((r) => Object.values(r)[0]).join('\n');
      });
      expect(plan).toContain('accounts_name_search_idx');
    });
  });
});
