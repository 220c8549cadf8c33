-- Every company gets the optional-holiday leave type (product decisions: up to 2 a year). A company
-- that already has a type coded OH keeps it; hr can mark another type as taken on optional holidays.
INSERT INTO "leave_types" (
  "company_id", "code", "name", "description", "paid", "tracks_balance", "annual_centidays",
  "accrual", "prorate_for_joiners", "half_day_allowed", "optional_holidays"
)
SELECT "id", 'OH', 'Optional holiday',
  'One of the optional holidays of your office, taken as a day off; its days a year are how many you may take.',
  true, true, 200, 'yearly', false, false, true
FROM "companies"
ON CONFLICT ("company_id", "code") DO NOTHING;
