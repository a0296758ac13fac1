import { roleLabels, type Role } from '@app/contract';
import { SelectField, type SelectFieldProps } from '@app/ui';
import { messages } from '../messages';

export type RoleSelectProps = Omit<SelectFieldProps, 'options' | 'label' | 'size'> & {
  /** The roles offered (every role, or the staff's), in order. */
  roles: readonly Role[];
};

/** The 'Vai trò' select: its value is the chosen role's number as text. */
export function RoleSelect({ roles, ...props }: RoleSelectProps) {
  return (
    <SelectField
      size="small"
      label={messages.filters.role}
      options={roles.map((role) => ({ value: String(role), label: roleLabels[role] }))}
      {...props}
    />
  );
}
