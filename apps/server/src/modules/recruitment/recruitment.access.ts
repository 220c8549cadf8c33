/**
 * Who reaches an application (decision 039): its rules, contributed to the access registry by
 * recruitment's manifest. The same condition filters the lists and checks a single application, so
 * what a person may open is exactly what their pipeline shows.
 */
import type { Condition } from '../../db/condition';
import { AppError } from '../../lib/app-error';
import type { RecordRules } from '../access/access.service';
import { applicationIdsWhere } from './applications.repository';
import { applicationsMovedBy, applicationsSeenBy } from './recruitment.repository';
import { applicationNotFound, type RecruitmentDeps, viewerScopeOf } from './recruitment-context';

declare module '../access/access.service' {
  interface RecordPermissions {
    /** An application and what hangs on it: admin and hr, its opening's hiring manager, its panel. */
    'recruitment.application:view': true;
    /** Moving an application along the pipeline: admin, hr and its opening's hiring manager. */
    'recruitment.application:move': true;
  }
}

export function recruitmentAccessRules(deps: Pick<RecruitmentDeps, 'db'>): RecordRules {
  const find = (condition: Condition, ids: readonly string[]) => applicationIdsWhere(deps.db, condition, ids);
  return {
    'recruitment.application:view': {
      where: async (actor) => applicationsSeenBy(await viewerScopeOf(deps.db, actor)),
      find,
      hidden: applicationNotFound,
    },
    'recruitment.application:move': {
      where: async (actor) => applicationsMovedBy(await viewerScopeOf(deps.db, actor)),
      find,
      hidden: applicationNotFound,
      refused: {
        shownBy: 'recruitment.application:view',
        error: () => new AppError('FORBIDDEN', 'Only hr and the hiring manager move applications.'),
      },
    },
  };
}
