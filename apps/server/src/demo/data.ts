/**
 * The demo company: Acme Technologies, two offices, seven departments (the CEO's own Leadership
 * among them, so everyone belongs to one) and sixty people in a four-level reporting tree (CEO →
 * department heads → managers → staff), each with a complete record. Fixed data plus seeded
 * generators, so every install gets the same company.
 */
import type { Address, EmergencyContact } from '@hrms/contracts/employees';
import { addDays } from '../lib/calendar-date';
import { DEMO_ACCOUNTS } from './accounts';
import { type DemoStatutory, demoAddress, demoEmergencyContact, demoStatutory } from './profiles';
import { type Random, randomPhone, seededRandom } from './random';

export const DEMO_COMPANY = {
  name: 'Acme Technologies Pvt. Ltd.',
  legalName: 'Acme Technologies Private Limited',
  address: '3rd floor, Prestige Tech Park, Outer Ring Road\nMarathahalli, Bengaluru, Karnataka 560103',
  // Made-up numbers of the right shape: the GSTIN's check character is valid for its first 14.
  pan: 'AAACA1234T',
  tan: 'BLRA12345T',
  gstin: '29AAACA1234T1ZD',
  currency: 'INR',
  country: 'IN',
  timezone: 'Asia/Kolkata',
} as const;

export const DEMO_OFFICES = [
  {
    key: 'BLR',
    name: 'Bengaluru',
    city: 'Bengaluru',
    address: '4th Floor, Prestige Tech Park, Outer Ring Road, Marathahalli, Bengaluru 560103',
  },
  {
    key: 'MUM',
    name: 'Mumbai',
    city: 'Mumbai',
    address: '12th Floor, One BKC, Bandra Kurla Complex, Bandra (East), Mumbai 400051',
  },
] as const;
export type OfficeKey = (typeof DEMO_OFFICES)[number]['key'];

export const DEMO_DEPARTMENTS = [
  { code: 'LEAD', name: 'Leadership' },
  { code: 'ENG', name: 'Engineering' },
  { code: 'PRD', name: 'Product' },
  { code: 'SAL', name: 'Sales' },
  { code: 'MKT', name: 'Marketing' },
  { code: 'HR', name: 'Human Resources' },
  { code: 'FIN', name: 'Finance' },
] as const;
export type DepartmentCode = (typeof DEMO_DEPARTMENTS)[number]['code'];

export interface DemoEmployee {
  code: string;
  firstName: string;
  lastName: string;
  gender: 'female' | 'male';
  designation: string;
  department: DepartmentCode;
  office: OfficeKey;
  managerCode: string | null;
  joinDate: string;
  dateOfBirth: string;
  probationEndDate?: string;
  phone: string;
  personalEmail: string;
  employmentType: 'full_time' | 'part_time' | 'contract' | 'intern';
  status: 'active' | 'on_notice';
  /** Work email, also the sign-in email. */
  email: string;
  /** Department this person heads, if any. */
  heads?: DepartmentCode;
  address: Address;
  emergencyContact: EmergencyContact;
  statutory: DemoStatutory;
}

/** A person before `demoEmployees` adds their home, emergency contact and statutory details. */
type Basics = Omit<DemoEmployee, 'address' | 'emergencyContact' | 'statutory'>;

type Person = [firstName: string, lastName: string, gender: 'female' | 'male'];

interface Lead {
  person: Person;
  designation: string;
  department: DepartmentCode;
  office: OfficeKey;
  email?: string;
  heads?: DepartmentCode;
  /** Index of this person's manager in LEADS; null for the CEO. */
  reportsTo: number | null;
  joinYear: number;
}

const LEADS: Lead[] = [
  // Level 1
  {
    person: ['Arjun', 'Mehta', 'male'],
    designation: 'Chief Executive Officer',
    department: 'LEAD',
    heads: 'LEAD',
    office: 'BLR',
    email: 'admin@acme.test',
    reportsTo: null,
    joinYear: 2018,
  },
  // Level 2: department heads
  {
    person: ['Priya', 'Sharma', 'female'],
    designation: 'VP of Engineering',
    department: 'ENG',
    heads: 'ENG',
    office: 'BLR',
    reportsTo: 0,
    joinYear: 2018,
  },
  {
    person: ['Rohan', 'Iyer', 'male'],
    designation: 'Head of Product',
    department: 'PRD',
    heads: 'PRD',
    office: 'BLR',
    reportsTo: 0,
    joinYear: 2018,
  },
  {
    person: ['Vikram', 'Singh', 'male'],
    designation: 'Head of Sales',
    department: 'SAL',
    heads: 'SAL',
    office: 'MUM',
    reportsTo: 0,
    joinYear: 2019,
  },
  {
    person: ['Ananya', 'Desai', 'female'],
    designation: 'Head of Marketing',
    department: 'MKT',
    heads: 'MKT',
    office: 'MUM',
    reportsTo: 0,
    joinYear: 2019,
  },
  {
    person: ['Kavita', 'Nair', 'female'],
    designation: 'Head of Human Resources',
    department: 'HR',
    heads: 'HR',
    office: 'BLR',
    email: 'hr@acme.test',
    reportsTo: 0,
    joinYear: 2018,
  },
  {
    person: ['Suresh', 'Reddy', 'male'],
    designation: 'Head of Finance',
    department: 'FIN',
    heads: 'FIN',
    office: 'MUM',
    reportsTo: 0,
    joinYear: 2019,
  },
  // Level 3: managers
  {
    person: ['Neha', 'Gupta', 'female'],
    designation: 'Engineering Manager',
    department: 'ENG',
    office: 'BLR',
    email: 'manager@acme.test',
    reportsTo: 1,
    joinYear: 2020,
  },
  {
    person: ['Aditya', 'Rao', 'male'],
    designation: 'Engineering Manager',
    department: 'ENG',
    office: 'BLR',
    reportsTo: 1,
    joinYear: 2020,
  },
  {
    person: ['Meera', 'Krishnan', 'female'],
    designation: 'QA Manager',
    department: 'ENG',
    office: 'BLR',
    reportsTo: 1,
    joinYear: 2021,
  },
  {
    person: ['Karan', 'Malhotra', 'male'],
    designation: 'Group Product Manager',
    department: 'PRD',
    office: 'BLR',
    reportsTo: 2,
    joinYear: 2020,
  },
  {
    person: ['Sanjay', 'Patel', 'male'],
    designation: 'Regional Sales Manager',
    department: 'SAL',
    office: 'MUM',
    reportsTo: 3,
    joinYear: 2019,
  },
  {
    person: ['Pooja', 'Joshi', 'female'],
    designation: 'Enterprise Sales Manager',
    department: 'SAL',
    office: 'BLR',
    reportsTo: 3,
    joinYear: 2021,
  },
  {
    person: ['Rahul', 'Verma', 'male'],
    designation: 'Marketing Manager',
    department: 'MKT',
    office: 'MUM',
    reportsTo: 4,
    joinYear: 2020,
  },
  {
    person: ['Divya', 'Menon', 'female'],
    designation: 'HR Manager',
    department: 'HR',
    office: 'MUM',
    reportsTo: 5,
    joinYear: 2021,
  },
  {
    person: ['Amit', 'Kulkarni', 'male'],
    designation: 'Finance Manager',
    department: 'FIN',
    office: 'MUM',
    reportsTo: 6,
    joinYear: 2020,
  },
];

/** Level 4: each manager's team (index into LEADS) with the designations its members hold. */
const TEAMS: ReadonlyArray<{ manager: number; designations: readonly string[]; people: readonly Person[] }> =
  [
    {
      manager: 7,
      designations: [
        'Software Engineer',
        'Senior Software Engineer',
        'Software Engineer',
        'Frontend Engineer',
      ],
      people: [
        ['Ishaan', 'Kapoor', 'male'], // employee@acme.test
        ['Sneha', 'Pillai', 'female'],
        ['Varun', 'Chatterjee', 'male'],
        ['Aishwarya', 'Bhat', 'female'],
        ['Nikhil', 'Jain', 'male'],
        ['Tanvi', 'Shetty', 'female'],
        ['Harsh', 'Agarwal', 'male'],
      ],
    },
    {
      manager: 8,
      designations: ['Backend Engineer', 'Senior Software Engineer', 'DevOps Engineer', 'Software Engineer'],
      people: [
        ['Siddharth', 'Banerjee', 'male'],
        ['Riya', 'Saxena', 'female'],
        ['Manoj', 'Pandey', 'male'],
        ['Shreya', 'Kulkarni', 'female'],
        ['Gaurav', 'Mishra', 'male'],
        ['Lakshmi', 'Subramanian', 'female'],
      ],
    },
    {
      manager: 9,
      designations: ['QA Engineer', 'Senior QA Engineer', 'Test Automation Engineer'],
      people: [
        ['Deepak', 'Yadav', 'male'],
        ['Kritika', 'Arora', 'female'],
        ['Abhishek', 'Tiwari', 'male'],
        ['Nandini', 'Rao', 'female'],
      ],
    },
    {
      manager: 10,
      designations: ['Product Manager', 'Product Designer', 'Business Analyst'],
      people: [
        ['Aarav', 'Khanna', 'male'],
        ['Ira', 'Sen', 'female'],
        ['Kunal', 'Bose', 'male'],
        ['Mitali', 'Ghosh', 'female'],
        ['Yash', 'Thakur', 'male'],
      ],
    },
    {
      manager: 11,
      designations: ['Account Executive', 'Sales Executive', 'Inside Sales Representative'],
      people: [
        ['Rajesh', 'Kumar', 'male'],
        ['Swati', 'Deshpande', 'female'],
        ['Imran', 'Shaikh', 'male'],
        ['Bhavna', 'Chopra', 'female'],
        ['Tarun', 'Gill', 'male'],
      ],
    },
    {
      manager: 12,
      designations: ['Key Account Manager', 'Sales Executive', 'Pre-sales Consultant'],
      people: [
        ['Farhan', 'Qureshi', 'male'],
        ['Anjali', 'Mukherjee', 'female'],
        ['Mohit', 'Sethi', 'male'],
        ['Preeti', 'Hegde', 'female'],
      ],
    },
    {
      manager: 13,
      designations: ['Content Strategist', 'Digital Marketing Specialist', 'Marketing Executive'],
      people: [
        ['Sakshi', 'Bajaj', 'female'],
        ['Vivek', 'Naidu', 'male'],
        ['Pallavi', 'Kamath', 'female'],
        ['Rohit', 'Dubey', 'male'],
      ],
    },
    {
      manager: 14,
      designations: ['HR Executive', 'Talent Acquisition Specialist', 'HR Generalist'],
      people: [
        ['Megha', 'Srinivasan', 'female'],
        ['Arvind', 'Pillai', 'male'],
        ['Zoya', 'Siddiqui', 'female'],
      ],
    },
    {
      manager: 15,
      designations: ['Accountant', 'Financial Analyst', 'Payroll Specialist', 'Accounts Executive'],
      people: [
        ['Ramesh', 'Venkatesh', 'male'],
        ['Jyoti', 'Rawat', 'female'],
        ['Naveen', 'Gowda', 'male'],
        ['Sunita', 'Dixit', 'female'],
        ['Prakash', 'Menon', 'male'],
        ['Chitra', 'Raman', 'female'],
      ],
    },
  ];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function randomDate(random: Random, fromYear: number, toYear: number, lastMonthOfToYear = 12): string {
  const year = fromYear + Math.floor(random() * (toYear - fromYear + 1));
  const months = year === toYear ? lastMonthOfToYear : 12;
  return `${year}-${pad(1 + Math.floor(random() * months))}-${pad(1 + Math.floor(random() * 28))}`;
}

function emailFor(person: Person): string {
  return `${person[0]}.${person[1]}@acme.test`.toLowerCase();
}

const DEMO_EMAILS = new Set(DEMO_ACCOUNTS.map((a) => a.email));
const DEMO_MANAGER_EMAIL = 'manager@acme.test';

/**
 * The demo people with occasions near `today` (the company's date at seeding), so the dashboards
 * have something to show whenever the demo starts: in the demo manager's team a birthday in two
 * days, a fourth work anniversary in five and a probation ending in twelve; elsewhere a probation
 * ending in twenty-four. Someone on probation joined six months before it ends.
 */
export function withMilestones(people: readonly DemoEmployee[], today: string): DemoEmployee[] {
  const manager = people.find((p) => p.email === DEMO_MANAGER_EMAIL);
  const team = people.filter((p) => p.managerCode === manager?.code && !DEMO_EMAILS.has(p.email));
  const others = people.filter(
    (p) => p.managerCode !== manager?.code && !DEMO_EMAILS.has(p.email) && !p.heads,
  );
  const onProbation = (p: DemoEmployee, inDays: number): DemoEmployee => ({
    ...p,
    joinDate: addDays(today, inDays - 182),
    probationEndDate: addDays(today, inDays),
  });
  const changes = new Map<DemoEmployee, DemoEmployee>();
  const [birthday, anniversary, probation] = team;
  if (birthday) {
    // A 29 February birthday needs a leap year of birth.
    const day = addDays(today, 2).slice(4);
    const year = day === '-02-29' ? '1992' : birthday.dateOfBirth.slice(0, 4);
    changes.set(birthday, { ...birthday, dateOfBirth: `${year}${day}` });
  }
  if (anniversary) {
    const on = addDays(today, 5);
    changes.set(anniversary, { ...anniversary, joinDate: `${Number(on.slice(0, 4)) - 4}${on.slice(4)}` });
  }
  if (probation) changes.set(probation, onProbation(probation, 12));
  const elsewhere = others.at(-1);
  if (elsewhere) changes.set(elsewhere, onProbation(elsewhere, 24));
  return people.map((p) => changes.get(p) ?? p);
}

/** The sixty demo employees, managers before the people who report to them. */
export function demoEmployees(): DemoEmployee[] {
  // The details draw from a generator of their own, so a new detail shifts nobody's dates or phone.
  const details = seededRandom(20_260_102);
  return basics().map((person, index) => ({
    ...person,
    address: demoAddress(details, person.office),
    emergencyContact: demoEmergencyContact(details, person),
    statutory: demoStatutory(details, { ...person, number: index + 1 }),
  }));
}

function basics(): Basics[] {
  const random = seededRandom(20_260_101);
  const result: Basics[] = [];
  const codeOf = (n: number) => `ACME-${pad(n, 4)}`;
  const personal = (person: Person) =>
    `${person[0]}${person[1]}${Math.floor(random() * 90) + 10}@example.com`.toLowerCase();

  LEADS.forEach((lead, index) => {
    result.push({
      code: codeOf(index + 1),
      firstName: lead.person[0],
      lastName: lead.person[1],
      gender: lead.person[2],
      designation: lead.designation,
      department: lead.department,
      office: lead.office,
      managerCode: lead.reportsTo === null ? null : codeOf(lead.reportsTo + 1),
      joinDate: randomDate(random, lead.joinYear, lead.joinYear),
      dateOfBirth: randomDate(random, 1972, 1988),
      phone: randomPhone(random),
      personalEmail: personal(lead.person),
      employmentType: 'full_time',
      status: 'active',
      email: lead.email ?? emailFor(lead.person),
      ...(lead.heads ? { heads: lead.heads } : {}),
    });
  });

  let next = LEADS.length + 1;
  for (const team of TEAMS) {
    const manager = LEADS[team.manager]!;
    team.people.forEach((person, i) => {
      const isDemoEmployee = team.manager === 7 && i === 0;
      const employmentType =
        i === 5 && team.manager === 8 ? 'contract' : i === 4 && team.manager === 10 ? 'intern' : 'full_time';
      result.push({
        code: codeOf(next++),
        firstName: person[0],
        lastName: person[1],
        gender: person[2],
        designation: team.designations[i % team.designations.length]!,
        department: manager.department,
        office: i % 4 === 3 ? (manager.office === 'BLR' ? 'MUM' : 'BLR') : manager.office,
        managerCode: codeOf(team.manager + 1),
        joinDate: isDemoEmployee
          ? '2023-07-03'
          : randomDate(random, Math.max(manager.joinYear, 2020), 2026, 10),
        dateOfBirth: randomDate(random, 1985, 2003),
        phone: randomPhone(random),
        personalEmail: personal(person),
        employmentType,
        status: team.manager === 11 && i === 4 ? 'on_notice' : 'active',
        email: isDemoEmployee ? 'employee@acme.test' : emailFor(person),
      });
    });
  }
  return result;
}
