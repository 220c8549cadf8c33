import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_LIST_QUERY,
  type EmployeeListQuery,
  exportApiParams,
  filterSignature,
  listApiParams,
  parseListQuery,
  writeListQuery,
} from './list-params';

const ENG = '11111111-1111-4111-8111-111111111111';
const SALES = '22222222-2222-4222-8222-222222222222';
const BOSS = '33333333-3333-4333-8333-333333333333';

describe('the list’s state in the address bar', () => {
  it('reads an empty address as the defaults and writes the defaults as nothing', () => {
    expect(parseListQuery(new URLSearchParams())).toEqual(DEFAULT_LIST_QUERY);
    expect(writeListQuery(DEFAULT_LIST_QUERY).toString()).toBe('');
  });

  it('round-trips every filter, the sort and the page', () => {
    const query = {
      ...DEFAULT_LIST_QUERY,
      search: 'priya',
      departmentIds: [ENG, SALES],
      officeId: ENG,
      statuses: ['active', 'on_notice'] as const,
      employmentType: 'contract' as const,
      managerId: BOSS,
      joinedFrom: '2024-01-01',
      joinedTo: '2024-12-31',
      sort: 'joinDate' as const,
      order: 'desc' as const,
      page: 3,
      limit: 50 as const,
    };
    const written = writeListQuery({ ...query, statuses: [...query.statuses] });
    expect(written.getAll('departmentId')).toEqual([ENG, SALES]);
    expect(parseListQuery(written)).toEqual({ ...query, statuses: ['active', 'on_notice'] });
  });

  it('ignores what it does not know instead of failing', () => {
    const query = parseListQuery(
      new URLSearchParams(
        'sort=salary&order=sideways&page=-2&limit=7&status=fired&status=active&departmentId=nope&employmentType=robot&joinedFrom=2024-02-30&managerId=1',
      ),
    );
    expect(query).toEqual({ ...DEFAULT_LIST_QUERY, statuses: ['active'] });
  });

  it('accepts comma-separated lists and de-duplicates them', () => {
    const query = parseListQuery(new URLSearchParams(`departmentId=${ENG},${SALES}&departmentId=${ENG}`));
    expect(query.departmentIds).toEqual([ENG, SALES]);
  });

  it('reads a join range typed backwards the way it was meant', () => {
    const query = parseListQuery(new URLSearchParams('joinedFrom=2024-12-31&joinedTo=2024-01-01'));
    expect([query.joinedFrom, query.joinedTo]).toEqual(['2024-01-01', '2024-12-31']);
  });

  it('asks the API with repeated parameters, the sort and the page always', () => {
    const params = listApiParams({ ...DEFAULT_LIST_QUERY, statuses: ['active', 'inactive'] });
    expect(params.getAll('status')).toEqual(['active', 'inactive']);
    expect(Object.fromEntries([...params].filter(([k]) => k !== 'status'))).toEqual({
      sort: 'name',
      order: 'asc',
      page: '1',
      limit: '25',
    });
  });

  it('exports with the filters, the format and the columns in order, without paging', () => {
    const params = exportApiParams({ ...DEFAULT_LIST_QUERY, search: 'a', page: 4 }, 'xlsx', [
      'employeeCode',
      'firstName',
    ]);
    expect(params.get('format')).toBe('xlsx');
    expect(params.get('columns')).toBe('employeeCode,firstName');
    expect(params.get('search')).toBe('a');
    expect(params.has('page')).toBe(false);
  });

  it('counts the filters and tells one set of filters from another, whatever the page', () => {
    const a: EmployeeListQuery = { ...DEFAULT_LIST_QUERY, statuses: ['active'], joinedFrom: '2024-01-01' };
    expect(activeFilterCount(a)).toBe(2);
    const nextPage: EmployeeListQuery = { ...a, page: 2 };
    expect(filterSignature(nextPage)).toBe(filterSignature(a));
    expect(filterSignature({ ...a, search: 'x' })).not.toBe(filterSignature(a));
  });
});
