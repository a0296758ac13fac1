import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testing/render';
import { MultiSelect } from './multi-select';
import { PickedFilter } from './picked-filter';

const labels: Record<number, string> = { 1: 'Chờ xác nhận', 2: 'Đang giao', 0: 'Đã hủy' };

describe('<MultiSelect />', () => {
  it('shows "Tất cả" with nothing chosen and reports the choice once, when the list closes', async () => {
    const onChange = jest.fn();
    renderWithUi(
      <MultiSelect
        label="Trạng thái"
        options={[1, 2, 0]}
        value={[]}
        labelOf={(v) => labels[v]!}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Trạng thái' });
    expect(select).toHaveTextContent('Tất cả');
    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'Đang giao' }));
    await userEvent.click(screen.getByRole('option', { name: 'Chờ xác nhận' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(select).toHaveTextContent('Chờ xác nhận, Đang giao');
    await userEvent.keyboard('{Escape}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith([1, 2]);
  });

  it('reports nothing when the list closes unchanged', async () => {
    const onChange = jest.fn();
    renderWithUi(
      <MultiSelect
        label="Trạng thái"
        options={[1, 2]}
        value={[2]}
        labelOf={(v) => labels[v]!}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
    await userEvent.click(screen.getByRole('option', { name: 'Chờ xác nhận' }));
    await userEvent.click(screen.getByRole('option', { name: 'Chờ xác nhận' }));
    await userEvent.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('<PickedFilter />', () => {
  it('shows a removable chip per choice, by name or by the end of its id, and a "Chọn" button', async () => {
    const onChange = jest.fn();
    const onPick = jest.fn();
    const a = 'a'.repeat(24);
    const b = `${'0'.repeat(18)}12abcd`;
    renderWithUi(
      <PickedFilter
        label="Shipper"
        ids={[a, b]}
        names={{ [a]: 'Trần Văn Giao' }}
        onPick={onPick}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Shipper' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '#12abcd' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chọn shipper' }));
    expect(onPick).toHaveBeenCalledTimes(1);
    const chip = screen.getByRole('button', { name: 'Trần Văn Giao' });
    await userEvent.click(chip.querySelector('svg')!);
    expect(onChange).toHaveBeenCalledWith([b]);
  });
});
