import { screen, type waitForOptions } from '@testing-library/react';

/**
 * The table row (`role="row"`) showing `text`, once it is on screen: the row to search `within`.
 *
 * @example expect(within(await findRow('DH261121000001')).getByText('Đã hủy')).toBeInTheDocument();
 */
export async function findRow(text: string, options?: waitForOptions): Promise<HTMLElement> {
  return (await screen.findByText(text, {}, options)).closest('[role="row"]') as HTMLElement;
}
