import { type CreateEmployeeBody, type Employee, EmployeeSchema } from '@hrms/contracts/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

export async function createEmployee(body: CreateEmployeeBody): Promise<Employee> {
  return EmployeeSchema.parse(await api.post<unknown>('/employees', body));
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeKeys.detail(employee.id), employee);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.all });
    },
  });
}
