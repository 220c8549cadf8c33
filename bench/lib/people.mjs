// Generated people for the benchmarks: many employees added to the demo company with one SQL
// statement per step (generate_series), on PGlite or PostgreSQL alike.

const FIRST = [
  'Aarav',
  'Aditi',
  'Akash',
  'Ananya',
  'Arjun',
  'Bhavna',
  'Chetan',
  'Deepa',
  'Dev',
  'Divya',
  'Farhan',
  'Gauri',
  'Harsh',
  'Isha',
  'Jai',
  'Kavya',
  'Kiran',
  'Lakshmi',
  'Manav',
  'Meera',
  'Nikhil',
  'Nisha',
  'Om',
  'Pooja',
  'Pranav',
  'Riya',
  'Rohan',
  'Sanjana',
  'Siddharth',
  'Sneha',
  'Tanvi',
  'Uday',
  'Varun',
  'Vidya',
  'Yash',
  'Zoya',
  'Rahul',
  'Priya',
  'Suresh',
  'Anita',
];
const LAST = [
  'Agarwal',
  'Bose',
  'Chopra',
  'Das',
  'Desai',
  'Fernandes',
  'Ghosh',
  'Gupta',
  'Iyer',
  'Jain',
  'Joshi',
  'Kapoor',
  'Khan',
  'Kumar',
  'Malhotra',
  'Mehta',
  'Menon',
  'Mishra',
  'Nair',
  'Pandey',
  'Patel',
  'Pillai',
  'Rao',
  'Reddy',
  'Saxena',
  'Sen',
  'Shah',
  'Sharma',
  'Singh',
  'Sinha',
  'Srinivasan',
  'Thomas',
  'Trivedi',
  'Varma',
  'Verma',
  'Yadav',
  'Bhat',
  'Kulkarni',
  'Naidu',
  'Roy',
];

export const SEARCH_TERMS = [
  ...FIRST.map((n) => n.slice(0, 4).toLowerCase()),
  ...LAST.map((n) => n.toLowerCase()),
  'gen-0012',
  'gen-04',
  'bench.test',
  'priya shah',
];

const sqlArray = (/** @type {string[]} */ values) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * Statements that add `count` people (codes GEN-000001…) to the first company, spread over its
 * departments, offices and designations, each reporting to the person `count / 8` before them, so
 * the tree is about six levels deep.
 * @param {number} count
 */
export function generatePeopleSql(count) {
  return [
    `INSERT INTO employees (company_id, employee_code, first_name, last_name, work_email, join_date,
       department_id, office_id, designation_id, employment_type, status, gender)
     SELECT c.id,
            'GEN-' || lpad(g::text, 6, '0'),
            (${sqlArray(FIRST)})[1 + g % ${FIRST.length}],
            (${sqlArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
            'gen' || g || '@bench.test',
            date '2012-01-01' + (g % 5000),
            d.ids[1 + g % array_length(d.ids, 1)],
            o.ids[1 + g % array_length(o.ids, 1)],
            t.ids[1 + g % array_length(t.ids, 1)],
            (array['full_time','full_time','full_time','part_time','contract','intern'])[1 + g % 6]::employment_type,
            (CASE WHEN g % 20 = 0 THEN 'inactive' WHEN g % 33 = 0 THEN 'on_notice' ELSE 'active' END)::employee_status,
            (array['female','male'])[1 + g % 2]::gender
     FROM generate_series(1, ${count}) AS g,
          (SELECT id FROM companies ORDER BY created_at, id LIMIT 1) AS c,
          (SELECT array_agg(id ORDER BY code) AS ids FROM departments) AS d,
          (SELECT array_agg(id ORDER BY name) AS ids FROM offices) AS o,
          (SELECT array_agg(id ORDER BY name) AS ids FROM designations) AS t`,
    `UPDATE employees e SET manager_id = m.id
     FROM employees m
     WHERE e.employee_code LIKE 'GEN-%'
       AND substr(e.employee_code, 5)::int > 8
       AND m.employee_code = 'GEN-' || lpad((substr(e.employee_code, 5)::int / 8)::text, 6, '0')`,
    'ANALYZE',
  ];
}

/**
 * Statements that give every generated person a salary from April (a CTC by their number, some
 * within ESI's limit, Mumbai's in Maharashtra) and bank and statutory details, so a payroll run
 * pays them.
 */
export function generateSalariesSql() {
  return [
    `INSERT INTO salary_revisions (company_id, employee_id, effective_from, annual_ctc, components, tax_regime, pt_state)
     SELECT e.company_id, e.id, date '2025-04-01',
            (CASE WHEN n % 10 = 0 THEN 240000 ELSE 400000 + (n % 40) * 60000 END)::bigint * 100,
            (SELECT components FROM salary_revisions ORDER BY created_at LIMIT 1),
            CASE WHEN n % 25 = 0 THEN 'old' ELSE 'new' END,
            CASE WHEN o.city = 'Mumbai' THEN 'MH' ELSE 'KA' END
       FROM employees e
       JOIN offices o ON o.id = e.office_id
       CROSS JOIN LATERAL (SELECT substr(e.employee_code, 5)::int AS n) x
      WHERE e.employee_code LIKE 'GEN-%'`,
    `INSERT INTO employee_statutory (employee_id, pan, uan, esic_number, bank_name, bank_account_number, bank_ifsc)
     SELECT e.id, 'ABCPG' || lpad((n % 10000)::text, 4, '0') || 'K', '1001' || lpad(n::text, 8, '0'),
            '31' || lpad(n::text, 8, '0'), 'State Bank of India', '3000' || lpad(n::text, 10, '0'), 'SBIN0001234'
       FROM employees e CROSS JOIN LATERAL (SELECT substr(e.employee_code, 5)::int AS n) x
      WHERE e.employee_code LIKE 'GEN-%'
     ON CONFLICT (employee_id) DO NOTHING`,
  ];
}

/**
 * An import file of `rows` people coded `<prefix>-000001`…, whose people report up a tree inside the
 * file (managers named by code, some in later rows).
 * @param {{ rows: number, prefix: string, departmentCodes: string[], officeNames: string[] }} options
 */
export function peopleCsv({ rows, prefix, departmentCodes, officeNames }) {
  const header =
    'employee_code,first_name,last_name,work_email,join_date,department_code,designation,manager,office,employment_type,phone,gender,role';
  const lines = [header];
  for (let i = 1; i <= rows; i++) {
    const code = `${prefix}-${String(i).padStart(6, '0')}`;
    // Every tenth person's manager comes later in the file; the rest report to an earlier row.
    const managerIndex = i === 1 ? 0 : i % 10 === 0 && i + 1 <= rows ? i + 1 : Math.floor(i / 5);
    const manager =
      managerIndex > 0 && managerIndex !== i ? `${prefix}-${String(managerIndex).padStart(6, '0')}` : '';
    lines.push(
      [
        code,
        `First${i}`,
        `"Last, ${i}"`,
        `${prefix.toLowerCase()}-${i}@import.test`,
        `20${String(10 + (i % 15)).padStart(2, '0')}-0${1 + (i % 9)}-1${i % 10}`,
        departmentCodes[i % departmentCodes.length],
        i % 7 === 0 ? 'Analyst' : 'Associate',
        manager,
        officeNames[i % officeNames.length],
        'full_time',
        `+91 98${String(i).padStart(8, '0')}`,
        i % 2 ? 'female' : 'male',
        'employee',
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
