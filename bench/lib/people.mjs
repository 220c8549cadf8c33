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
