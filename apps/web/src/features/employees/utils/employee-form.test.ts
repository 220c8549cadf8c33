import type { Employee } from '@hrms/contracts/employees';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { ASHA_ACCOUNT, ASHA_ADDRESS, asha } from '../testing/asha';
import {
  buildCreateBody,
  buildUpdateBody,
  emptyEmployeeForm,
  errorsFromServer,
  fieldPathOf,
  formFromEmployee,
  isDirty,
} from './employee-form';

const NOW = new Date(2025, 5, 10);
const DEPT = '11111111-1111-4111-8111-111111111111';

function filled() {
  return {
    ...emptyEmployeeForm(NOW),
    employeeCode: 'ACME-0100',
    firstName: ' Asha ',
    lastName: 'Rao',
    workEmail: 'Asha.Rao@Acme.test',
  };
}

const employee: Employee = asha({
  department: { id: DEPT, name: 'Engineering' },
  address: ASHA_ADDRESS,
  statutory: {
    pan: null,
    uan: null,
    esicNumber: null,
    bankAccountNumber: null,
    bankIfsc: null,
    bankName: null,
  },
  account: ASHA_ACCOUNT,
});

describe('the create body', () => {
  it('gives the contract’s messages for missing and malformed fields', () => {
    const result = buildCreateBody(
      {
        ...emptyEmployeeForm(NOW),
        workEmail: 'nope',
        statutory: { ...emptyEmployeeForm(NOW).statutory, pan: '123' },
      },
      { includeStatutory: true },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      employeeCode: 'Employee code is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      workEmail: 'Enter a valid work email address',
      'statutory.pan': expect.stringContaining('PAN is five letters'),
    });
  });

  it('places the probation rule at the probation field', () => {
    const result = buildCreateBody(
      { ...filled(), joinDate: '2025-06-10', probationEndDate: '2025-01-01' },
      { includeStatutory: false },
    );
    expect(result).toEqual({
      ok: false,
      errors: { probationEndDate: 'Probation must end on or after the join date' },
    });
  });

  it('sends trimmed values, nulls for none and no statutory section when not allowed', () => {
    const result = buildCreateBody({ ...filled(), departmentId: DEPT }, { includeStatutory: false });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({
      firstName: 'Asha',
      workEmail: 'asha.rao@acme.test',
      departmentId: DEPT,
      managerId: null,
      gender: null,
      joinDate: '2025-06-10',
      role: 'employee',
      sendInvitation: true,
    });
    expect(result.body).not.toHaveProperty('statutory');
  });
});

describe('the edit body', () => {
  const options = { includeStatutory: true, includeRole: true };

  it('sends only what changed', () => {
    const initial = formFromEmployee(employee);
    const values = { ...initial, lastName: 'Rao-Shah', address: { ...initial.address, city: 'Mumbai' } };
    expect(isDirty(values, initial)).toBe(true);
    expect(buildUpdateBody(values, initial, options)).toEqual({
      ok: true,
      body: {
        lastName: 'Rao-Shah',
        address: {
          ...initial.address,
          city: 'Mumbai',
          line1: null,
          line2: null,
          state: null,
          postalCode: null,
          country: null,
        },
      },
    });
    expect(buildUpdateBody(initial, initial, options)).toEqual({ ok: true, body: {} });
  });

  it('asks for the exit date and reason when someone is made inactive', () => {
    const initial = formFromEmployee(employee);
    expect(buildUpdateBody({ ...initial, status: 'inactive' }, initial, options)).toEqual({
      ok: false,
      errors: { exitDate: 'Give the last working day', exitReason: 'Give the reason for leaving' },
    });
    expect(
      buildUpdateBody(
        {
          ...initial,
          status: 'inactive',
          exitDate: '2025-06-30',
          exitReason: 'Resigned',
          reason: 'Letter received',
        },
        initial,
        options,
      ),
    ).toEqual({
      ok: true,
      body: { status: 'inactive', exitDate: '2025-06-30', exitReason: 'Resigned', reason: 'Letter received' },
    });
  });

  it('clears a department chosen as none, and leaves the role alone when it may not be changed', () => {
    const initial = formFromEmployee(employee);
    const result = buildUpdateBody({ ...initial, departmentId: '', role: 'admin' }, initial, {
      includeStatutory: true,
      includeRole: false,
    });
    expect(result).toEqual({ ok: true, body: { departmentId: null } });
  });
});

describe('messages from the server', () => {
  it('puts 400 details under their fields and the rest on the form', () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid request',
      details: [
        { field: 'body.workEmail', message: 'Taken' },
        { field: 'body.address.city', message: 'Too long' },
        { field: 'body', message: 'Something odd' },
      ],
    });
    expect(errorsFromServer(error)).toEqual({
      workEmail: 'Taken',
      'address.city': 'Too long',
      form: 'Something odd',
    });
  });

  it('places a 409 at the field it names', () => {
    const email = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: 'Someone already has this work email',
    });
    expect(errorsFromServer(email)).toEqual({ workEmail: 'Someone already has this work email' });
    const code = new ApiError({ status: 409, code: 'CONFLICT', message: 'Employee code ACME-1 is taken' });
    expect(errorsFromServer(code)).toEqual({ employeeCode: 'Employee code ACME-1 is taken' });
    expect(errorsFromServer(new Error('Boom'))).toEqual({ form: 'Boom' });
  });

  it('names fields by their path without the request part', () => {
    expect(fieldPathOf('body.statutory.bankIfsc')).toBe('statutory.bankIfsc');
    expect(fieldPathOf(['emergencyContact', 'phone'])).toBe('emergencyContact.phone');
    expect(fieldPathOf('body.somethingElse')).toBe('form');
  });
});
