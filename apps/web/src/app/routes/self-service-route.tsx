/**
 * Self service for the signed-in person: each module's own view of their records, handed to the
 * page (features do not import each other). An account without an employee record has only its
 * profile and security.
 */
import { useLingui } from '@lingui/react/macro';
import {
  CalendarCheck,
  CalendarHeart,
  FileText,
  Palmtree,
  ShieldCheck,
  UserRound,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { PersonAttendance } from '../../features/attendance/components/person-attendance';
import { useCurrentUser } from '../../features/auth/components/auth-provider';
import { ProfileDetails } from '../../features/auth/components/profile-details';
import { SignInSecurity } from '../../features/auth/components/sign-in-security';
import {
  BalancesPanel,
  HolidaysPanel,
  MyRequestsPanel,
} from '../../features/dashboard/components/my-day-panels';
import { EmployeeDocumentsPanel } from '../../features/documents/components/employee-documents-panel';
import { MyDeclaration } from '../../features/payroll/components/declarations/my-declaration';
import { MySlips } from '../../features/payroll/components/slips/my-slips';
import {
  EmployeeSelfServicePage,
  type SelfServiceSection,
} from '../../features/self-service/pages/employee-self-service-page';

function FullPage({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={to}>{label}</Link>
    </Button>
  );
}

export function SelfServiceRoute() {
  const user = useCurrentUser();
  const { t } = useLingui();
  const employeeId = user.employee?.id ?? null;

  const profile: SelfServiceSection = {
    id: 'profile',
    label: t`Profile`,
    Icon: UserRound,
    description: t`Your work details as HR keeps them, and the contact details you keep yourself.`,
    render: () => <ProfileDetails user={user} />,
  };
  const security: SelfServiceSection = {
    id: 'security',
    label: t`Security`,
    Icon: ShieldCheck,
    description: t`Your password, two-factor authentication and where you are signed in.`,
    render: () => (
      <div className="space-y-6">
        <SignInSecurity user={user} />
        <FullPage to="/profile#login-history" label={t`Sign-in history and alerts`} />
      </div>
    ),
  };
  if (!employeeId) return <EmployeeSelfServicePage sections={[profile, security]} />;

  const sections: SelfServiceSection[] = [
    profile,
    {
      id: 'attendance',
      label: t`Attendance`,
      Icon: CalendarCheck,
      description: t`Your days at work this month, and corrections you asked for. Pick a day to ask for one.`,
      render: () => <PersonAttendance employeeId={null} showMyDays />,
    },
    {
      id: 'leave',
      label: t`Leave`,
      Icon: Palmtree,
      description: t`What you may still take this year, and what you asked for.`,
      render: () => (
        <div className="space-y-5">
          <div className="grid gap-5 lg:grid-cols-2">
            <BalancesPanel />
            <MyRequestsPanel />
          </div>
          <FullPage to="/leave-management" label={t`All your leave`} />
        </div>
      ),
    },
    {
      id: 'pay',
      label: t`Pay`,
      Icon: Wallet,
      description: t`Your tax declaration for the year, and your salary slips to read and save as PDF.`,
      render: () => (
        <div className="space-y-5">
          <MyDeclaration />
          <MySlips />
        </div>
      ),
    },
    {
      id: 'documents',
      label: t`Documents`,
      Icon: FileText,
      description: t`What you have given HR, its review, and what to upload again.`,
      render: () => <EmployeeDocumentsPanel employeeId={employeeId} canManage={false} canUpload own />,
    },
    {
      id: 'holidays',
      label: t`Holidays`,
      Icon: CalendarHeart,
      description: t`The next holidays at your office.`,
      render: () => (
        <div className="space-y-5">
          <HolidaysPanel />
          <FullPage to="/holidays" label={t`The whole year`} />
        </div>
      ),
    },
    security,
  ];
  return <EmployeeSelfServicePage sections={sections} />;
}
