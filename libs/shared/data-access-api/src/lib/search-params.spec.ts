import { searchParamsOf } from './search-params';

describe('searchParamsOf', () => {
  it('leaves out empty filters, trims text and repeats an array', () => {
    const params = searchParamsOf({
      text: '  Lan ',
      blank: '   ',
      none: undefined,
      nothing: null,
      status: [1, 2, ''],
      page: 0,
      active: false,
    });
    expect(params.toString()).toBe('text=Lan&status=1&status=2&page=0&active=false');
  });

  it('gives no parameter for an empty query or an empty array', () => {
    expect(searchParamsOf({}).toString()).toBe('');
    expect(searchParamsOf({ status: [] }).toString()).toBe('');
  });
});
