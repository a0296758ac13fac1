import { visibleColumnsFor } from './accounts-table';

describe('visibleColumnsFor', () => {
  it('hides nothing while the width is unknown or wide enough for every column', () => {
    expect(visibleColumnsFor(0)).toEqual({});
    expect(visibleColumnsFor(1400)).toEqual({});
  });

  it('hides the created date, then the avatar, the email and the phone as the table narrows', () => {
    // Every column's width or minimum: 64 + 160 + 180 + 130 + 150 + 170 + 170 + 112 + 76 = 1212.
    expect(visibleColumnsFor(1232)).toEqual({});
    expect(visibleColumnsFor(1231)).toEqual({ createdAt: false });
    expect(visibleColumnsFor(1000)).toEqual({ createdAt: false, avatar: false, email: false });
    expect(visibleColumnsFor(800)).toEqual({
      createdAt: false,
      avatar: false,
      email: false,
      phone: false,
    });
  });

  it('never hides the name, apartment, role, status or action columns', () => {
    expect(Object.keys(visibleColumnsFor(300)).sort()).toEqual([
      'avatar',
      'createdAt',
      'email',
      'phone',
    ]);
  });
});
