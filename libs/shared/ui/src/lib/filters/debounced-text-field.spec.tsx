import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DebouncedTextField } from './debounced-text-field';

function Harness({ onCommit }: { onCommit: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <DebouncedTextField
        label="Mã đơn hàng"
        value={value}
        onDebouncedChange={(v) => {
          setValue(v);
          onCommit(v);
        }}
      />
      <button onClick={() => setValue('')}>Xóa bộ lọc</button>
      <output>{value}</output>
    </>
  );
}

describe('<DebouncedTextField />', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('commits the trimmed text once typing pauses for 500 ms', () => {
    const onCommit = jest.fn();
    render(<Harness onCommit={onCommit} />);
    const input = screen.getByRole('textbox', { name: 'Mã đơn hàng' });
    fireEvent.change(input, { target: { value: ' D' } });
    act(() => jest.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: ' DH12 ' } });
    act(() => jest.advanceTimersByTime(499));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('DH12');
    expect(input).toHaveValue(' DH12 ');
  });

  it('commits at once on Enter', () => {
    const onCommit = jest.fn();
    render(<Harness onCommit={onCommit} />);
    const input = screen.getByRole('textbox', { name: 'Mã đơn hàng' });
    fireEvent.change(input, { target: { value: 'DH7' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledWith('DH7');
  });

  it('follows a value changed elsewhere', () => {
    render(<Harness onCommit={jest.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Mã đơn hàng' });
    fireEvent.change(input, { target: { value: 'DH7' } });
    act(() => jest.advanceTimersByTime(500));
    fireEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(input).toHaveValue('');
  });
});
