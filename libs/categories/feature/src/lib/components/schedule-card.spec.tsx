import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpecialCategory } from '@app/categories-contract';
import { UiProvider } from '@app/ui';
import { ScheduleCard } from './schedule-card';

const category: SpecialCategory = {
  _id: 'a'.repeat(24),
  name: 'Ưu đãi sáng',
  key: 'uu-dai-sang',
  active: true,
  buyNow: false,
  scheduleDetail: {
    week: [1, 3],
    dateFormat: 'date',
    startDate: '2026-11-20',
    endDate: '2026-12-05',
    startTime: '07:00',
    endTime: '10:00',
  },
  schedule: { disableProduct: false, countDown: false },
  liveNow: true,
  productCount: 0,
  pendingCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** The hidden inputs of the two date pickers hold their values as shown (DD-MM-YYYY and so on). */
const dateValues = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLInputElement>('input[aria-hidden="true"]')]
    .map((i) => i.value)
    .filter((v) => v !== 'date' && v !== 'month' && v !== 'year');

describe('ScheduleCard', () => {
  it('shows the saved schedule, toggles weekdays, clears the dates when the format changes, and checks the times before sending', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <UiProvider>
        <ScheduleCard category={category} />
      </UiProvider>,
    );
    expect(screen.getByText('Đang hiển thị (theo giờ Việt Nam)')).toBeTruthy();
    const days = within(screen.getByRole('group', { name: 'Ngày trong tuần' }));
    expect(days.getByRole('button', { name: 'Thứ 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(days.getByRole('button', { name: 'Chủ nhật' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await user.click(days.getByRole('button', { name: 'Chủ nhật' }));
    expect(days.getByRole('button', { name: 'Chủ nhật' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(dateValues(container)).toEqual(['20-11-2026', '05-12-2026']);

    await user.click(screen.getByRole('combobox', { name: 'Định dạng ngày' }));
    await user.click(screen.getByRole('option', { name: 'Tháng (MM-YYYY)' }));
    expect(dateValues(container)).toEqual(['', '']);

    // A time not in HH:mm is refused in the card, before any call.
    const start = screen.getByRole('textbox', { name: 'Giờ bắt đầu' });
    await user.clear(start);
    await user.type(start, '7:00');
    await user.click(screen.getByRole('button', { name: 'Lưu lịch' }));
    expect(await screen.findByText('Giờ không hợp lệ, định dạng đúng là HH:mm')).toBeTruthy();
  });
});
