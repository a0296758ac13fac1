import { Role } from '@app/contract';
import { menuFor } from '@app/util-auth';
import { queueTargets } from './side-menu';

describe('queueTargets: the work queues whose code loads while the browser idles', () => {
  it('names each queue page of a role once, the order list first', () => {
    const admin = queueTargets(menuFor(Role.SUPER_ADMIN));
    expect(admin[0]).toBe('/dashboard/order');
    expect(new Set(admin).size).toBe(admin.length);
    expect([...admin].sort()).toEqual(
      [
        '/dashboard/feedback',
        '/dashboard/order',
        '/dashboard/transaction',
        '/dashboard/user',
      ].sort(),
    );
  });

  it('holds only the pages of the menu the role sees', () => {
    for (const role of [Role.ADMIN, Role.OPERATOR]) {
      const shown = menuFor(role)
        .flatMap((item) => item.children ?? [item])
        .map((item) => item.to?.split('?')[0]);
      for (const path of queueTargets(menuFor(role))) expect(shown).toContain(path);
    }
  });
});
