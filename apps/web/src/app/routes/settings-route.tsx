/**
 * Settings for the signed-in person's role: Settings' own sections and those of the modules that
 * keep their settings there (time tracking, payroll, reports, departments), composed in the order
 * of the tabs (features do not import each other).
 */
import { can } from '@hrms/contracts/roles';
import { useLingui } from '@lingui/react/macro';
import { Calculator, FileBarChart, Network, Timer } from 'lucide-react';
import { useCurrentUser } from '../../features/auth/components/auth-provider';
import { OrganizationSettingsSection } from '../../features/organization/components/organization-settings-section';
import { PayrollSettingsSection } from '../../features/payroll/components/settings/payroll-settings-section';
import { ReportSettingsSection } from '../../features/reports/components/report-settings-section';
import {
  ownSettingsSections,
  type SettingsSection,
} from '../../features/settings/components/settings-sections';
import { SettingsPage } from '../../features/settings/pages/settings-page';
import { TimeTrackingSettingsSection } from '../../features/time-tracking/components/time-tracking-settings-section';

export function SettingsRoute() {
  const user = useCurrentUser();
  const { t } = useLingui();
  const own = ownSettingsSections({ role: user.role, userId: user.id });
  const canWriteSettings = can(user.role, 'settings:write');

  const sections: SettingsSection[] = [
    own.security,
    own.roles,
    {
      id: 'time-tracking',
      label: t`Time tracking`,
      Icon: Timer,
      permission: 'settings:read',
      render: () => <TimeTrackingSettingsSection canWrite={canWriteSettings} />,
    },
    {
      id: 'payroll',
      label: t`Payroll`,
      Icon: Calculator,
      permission: 'settings:read',
      render: () => <PayrollSettingsSection canWrite={canWriteSettings} />,
    },
    {
      id: 'reports',
      label: t`Reports`,
      Icon: FileBarChart,
      permission: 'settings:read',
      render: () => <ReportSettingsSection canWrite={canWriteSettings} />,
    },
    own.company,
    {
      id: 'organization',
      label: t`Departments`,
      Icon: Network,
      permission: 'settings:read',
      // Departments and designations are people's records: their writers are those of employees.
      render: () => <OrganizationSettingsSection canWrite={can(user.role, 'employees:write')} />,
    },
    own.notifications,
    own.configuration,
    own.audit,
    own.jobs,
    own.data,
  ];
  return <SettingsPage role={user.role} sections={sections} />;
}
