/**
 * What completes a demo person's record: a home near their office, someone to call in an emergency,
 * and statutory and bank details. Localities and PIN codes are real so the addresses read true; the
 * numbers follow the official formats yet are visibly made up (PANs start `ACMP`, UANs `9999`, every
 * IFSC names a `DEMO` branch), so nobody takes them for a real person's.
 */
import type { Address, EmergencyContact } from '@hrms/contracts/employees';
import { pick, type Random, randomDigits, randomPhone } from './random';

/** The demo offices' keys (DEMO_OFFICES in data.ts), where people live near. */
type OfficeKey = 'BLR' | 'MUM';

interface Locality {
  area: string;
  street: string;
  postalCode: string;
}

const HOMES: Record<OfficeKey, { city: string; state: string; localities: readonly Locality[] }> = {
  BLR: {
    city: 'Bengaluru',
    state: 'Karnataka',
    localities: [
      { area: 'Indiranagar', street: '100 Feet Road', postalCode: '560038' },
      { area: 'Koramangala 5th Block', street: '17th Main Road', postalCode: '560095' },
      { area: 'HSR Layout Sector 2', street: '27th Main Road', postalCode: '560102' },
      { area: 'Jayanagar 4th Block', street: '11th Main Road', postalCode: '560011' },
      { area: 'Whitefield', street: 'ITPL Main Road', postalCode: '560066' },
      { area: 'Marathahalli', street: 'Kundalahalli Road', postalCode: '560037' },
      { area: 'Malleshwaram', street: '8th Cross Road', postalCode: '560003' },
      { area: 'JP Nagar 6th Phase', street: '24th Main Road', postalCode: '560078' },
      { area: 'Bellandur', street: 'Sarjapur Road', postalCode: '560103' },
      { area: 'BTM Layout 2nd Stage', street: '16th Main Road', postalCode: '560076' },
    ],
  },
  MUM: {
    city: 'Mumbai',
    state: 'Maharashtra',
    localities: [
      { area: 'Andheri (West)', street: 'Veera Desai Road', postalCode: '400053' },
      { area: 'Bandra (West)', street: 'Hill Road', postalCode: '400050' },
      { area: 'Powai', street: 'Central Avenue, Hiranandani Gardens', postalCode: '400076' },
      { area: 'Goregaon (East)', street: 'Aarey Road', postalCode: '400063' },
      { area: 'Malad (West)', street: 'Marve Road', postalCode: '400064' },
      { area: 'Chembur', street: 'Sion-Trombay Road', postalCode: '400071' },
      { area: 'Dadar (West)', street: 'Gokhale Road', postalCode: '400028' },
      { area: 'Vile Parle (East)', street: 'Nehru Road', postalCode: '400057' },
      { area: 'Borivali (West)', street: 'L.T. Road', postalCode: '400092' },
      { area: 'Ghatkopar (East)', street: 'Tilak Road', postalCode: '400077' },
    ],
  },
};

const BUILDINGS = [
  'Sai Krupa Apartments',
  'Lakeview Residency',
  'Sunrise Towers',
  'Silver Oak Enclave',
  'Shanti Nivas',
  'Orchid Heights',
  'Palm Grove Residency',
  'Gulmohar Apartments',
  'Green Acres',
  'Shreeji Heights',
] as const;

export function demoAddress(random: Random, office: OfficeKey): Address {
  const home = HOMES[office];
  const locality = pick(random, home.localities);
  const flat = `${1 + Math.floor(random() * 12)}0${1 + Math.floor(random() * 4)}`;
  return {
    line1: `Flat ${flat}, ${pick(random, BUILDINGS)}`,
    line2: `${locality.street}, ${locality.area}`,
    city: home.city,
    state: home.state,
    postalCode: locality.postalCode,
    country: 'India',
  };
}

const RELATIVES = [
  { relationship: 'Father', gender: 'male' },
  { relationship: 'Mother', gender: 'female' },
  { relationship: 'Brother', gender: 'male' },
  { relationship: 'Sister', gender: 'female' },
  { relationship: 'Spouse', gender: null },
] as const;
const RELATIVE_NAMES = {
  male: ['Rajendra', 'Suresh', 'Anil', 'Ravi', 'Sunil', 'Mahesh', 'Vijay', 'Ashok', 'Dinesh', 'Harish'],
  female: ['Sunita', 'Anita', 'Lata', 'Geeta', 'Rekha', 'Usha', 'Meena', 'Kavya', 'Shobha', 'Asha'],
} as const;

/** A relative who shares the person's surname; a spouse is of the other gender, for simplicity. */
export function demoEmergencyContact(
  random: Random,
  person: { lastName: string; gender: 'female' | 'male' },
): EmergencyContact {
  const relative = pick(random, RELATIVES);
  const gender = relative.gender ?? (person.gender === 'male' ? 'female' : 'male');
  return {
    name: `${pick(random, RELATIVE_NAMES[gender])} ${person.lastName}`,
    relationship: relative.relationship,
    phone: randomPhone(random),
  };
}

export interface DemoStatutory {
  pan: string;
  uan: string | null;
  /** ESI covers wages up to ₹21,000 a month, which nobody at Acme is paid, so nobody has one. */
  esicNumber: null;
  bankAccountNumber: string;
  bankIfsc: string;
  bankName: string;
}

/** Real banks with their IFSC codes and the length of their savings account numbers. */
const BANKS = [
  { name: 'HDFC Bank', code: 'HDFC', accountDigits: 14 },
  { name: 'ICICI Bank', code: 'ICIC', accountDigits: 12 },
  { name: 'State Bank of India', code: 'SBIN', accountDigits: 11 },
  { name: 'Axis Bank', code: 'UTIB', accountDigits: 15 },
  { name: 'Kotak Mahindra Bank', code: 'KKBK', accountDigits: 10 },
] as const;
const DEMO_BRANCH: Record<OfficeKey, string> = { BLR: 'DEMO01', MUM: 'DEMO02' };
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * `number` is the person's employee number. A PAN's fourth letter is `P` for a person and its fifth
 * the surname's initial; interns are not in the provident fund, so they have no UAN.
 */
export function demoStatutory(
  random: Random,
  person: { number: number; lastName: string; office: OfficeKey; employmentType: string },
): DemoStatutory {
  const serial = String(person.number).padStart(4, '0');
  const bank = pick(random, BANKS);
  return {
    pan: `ACMP${person.lastName[0]!.toUpperCase()}${serial}${pick(random, [...LETTERS])}`,
    uan: person.employmentType === 'intern' ? null : `99990000${serial}`,
    esicNumber: null,
    bankAccountNumber: `${1 + Math.floor(random() * 9)}${randomDigits(random, bank.accountDigits - 1)}`,
    bankIfsc: `${bank.code}0${DEMO_BRANCH[person.office]}`,
    bankName: bank.name,
  };
}
