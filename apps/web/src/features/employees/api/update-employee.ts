import { type Employee, EmployeeSchema, type UpdateEmployeeBody } from '@hrms/contracts/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** Changes only the fields sent; moving to `inactive` needs an exit date and a reason. */
export async function updateEmployee({
  id,
  body,
}: {
  id: string;
  body: UpdateEmployeeBody;
}): Promise<Employee> {
  return EmployeeSchema.parse(await api.patch<unknown>(`/employees/${encodeURIComponent(id)}`, body));
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeKeys.detail(employee.id), employee);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.all });
    },
  });
}
