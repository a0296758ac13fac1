import {
  banProductQuerySchema,
  productFilterQuerySchema,
  productPath,
  productsMessages as m,
  productsPaths,
  sampleProductInputSchema,
} from '../index';

const id = 'a'.repeat(24);
const messages = (input: unknown) =>
  sampleProductInputSchema.safeParse(input).error?.issues.map((i) => i.message);

describe('products contract', () => {
  it('reads the filter query: defaults, a trimmed search, an empty filter as no filter', () => {
    expect(productFilterQuerySchema.parse({})).toEqual({ page: 1, quantity: 50 });
    expect(
      productFilterQuerySchema.parse({ text: ' Gạo ', status: 'banned', shopId: '', page: '2' }),
    ).toEqual({ text: 'Gạo', status: 'banned', page: 2, quantity: 50 });
    expect(productFilterQuerySchema.safeParse({ status: 'x' }).error?.issues[0]?.message).toBe(
      m.invalidStatus,
    );
  });

  it('requires a ban reason', () => {
    expect(
      banProductQuerySchema.safeParse({ prodId: id, shopId: id, note: '  ' }).error?.issues[0]
        ?.message,
    ).toBe(m.banNoteRequired);
    expect(banProductQuerySchema.parse({ prodId: id, shopId: id, note: ' Hàng giả ' }).note).toBe(
      'Hàng giả',
    );
  });

  it('fills a sample product with the default option and checks prices', () => {
    expect(sampleProductInputSchema.parse({ code: 'M1', name: 'Gạo', price: 10 })).toMatchObject({
      barcode: '',
      options: [{ name: 'Mặc định', quantity: 0 }],
      salePrice: 0,
      categories: [],
    });
    expect(messages({ code: 'M1', name: 'Gạo', price: 10, salePrice: 11 })).toEqual([
      m.salePriceAbovePrice,
    ]);
    expect(messages({ code: 'M1', name: 'Gạo', price: -1 })).toEqual([m.priceInvalid]);
    expect(messages({ code: ' ', name: 'Gạo', price: 1 })).toEqual([m.codeRequired]);
    expect(
      messages({
        code: 'M1',
        name: 'Gạo',
        price: 1,
        options: [
          { name: 'Túi', quantity: 1 },
          { name: 'túi', quantity: 2 },
        ],
      }),
    ).toEqual([m.optionNameTwice]);
  });

  it('takes an uploaded image or a web address as an image, nothing else', () => {
    const withImage = (image: string) => ({ code: 'M1', name: 'Gạo', price: 1, images: [image] });
    for (const ok of ['/api/v1/uploads/files/image/a.jpg', 'https://cdn.example.com/a.png']) {
      expect(sampleProductInputSchema.safeParse(withImage(ok)).success).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '//evil.example/a',
      'a.jpg',
      '',
    ]) {
      expect({ bad, messages: messages(withImage(bad)) }).toEqual({
        bad,
        messages: [m.imageInvalid],
      });
    }
  });

  it('fills the id of a path, encoded', () => {
    expect(productPath(productsPaths.sampleShops, 'a/b')).toBe(
      '/api/v1.1/admin/product-admin/a%2Fb/shops',
    );
  });
});
