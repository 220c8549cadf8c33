/**
 * What hr and the CEO have announced lately, in Markdown as the editor writes it: the welcome pinned
 * on top, one for the Mumbai office only and one for Engineering only, so audiences show too.
 */

import type { Announcement } from '@hrms/contracts/announcements';
import type { DepartmentCode, OfficeKey } from './data';

export interface DemoAnnouncement {
  title: string;
  body: string;
  /** Work email of the author: admin or hr. */
  author: string;
  priority: Announcement['priority'];
  pinned: boolean;
  audience: 'everyone' | { office: OfficeKey } | { department: DepartmentCode };
  publishedDaysAgo: number;
}

export const DEMO_ANNOUNCEMENTS: readonly DemoAnnouncement[] = [
  {
    title: 'Welcome to our new HR portal',
    author: 'admin@acme.test',
    priority: 'normal',
    pinned: true,
    audience: 'everyone',
    publishedDaysAgo: 45,
    body: `Everything about your work at Acme now lives in one place.

- **Your profile**: check your address, emergency contact and bank details, and keep them current.
- **Documents**: upload your ID and address proofs; HR reviews them within two working days.
- **Announcements**: company news like this one, with what matters most pinned to the top.

Questions? Write to [hr@acme.test](mailto:hr@acme.test).

— Arjun`,
  },
  {
    title: 'Holiday calendar for next year',
    author: 'hr@acme.test',
    priority: 'normal',
    pinned: false,
    audience: 'everyone',
    publishedDaysAgo: 14,
    body: `Here are next year's company holidays. Everyone also gets **two floating holidays** for the festivals that matter to them.

| Holiday | Date |
| --- | --- |
| Republic Day | 26 January |
| Holi | March, by the lunar calendar |
| Maharashtra Day (Mumbai) | 1 May |
| Independence Day | 15 August |
| Gandhi Jayanti | 2 October |
| Diwali | October or November, by the lunar calendar |
| Kannada Rajyotsava (Bengaluru) | 1 November |
| Christmas | 25 December |

Apply for a floating holiday as leave at least a week ahead.`,
  },
  {
    title: 'Mumbai office: new access cards',
    author: 'hr@acme.test',
    priority: 'high',
    pinned: false,
    audience: { office: 'MUM' },
    publishedDaysAgo: 5,
    body: `We are replacing the access cards at **One BKC**. Collect yours from reception on the 12th floor, with a photo ID.

Your old card stops working at the end of next week.`,
  },
  {
    title: 'Quarterly town hall this Friday',
    author: 'admin@acme.test',
    priority: 'normal',
    pinned: false,
    audience: 'everyone',
    publishedDaysAgo: 3,
    body: `Join us on **Friday at 4 pm IST**, in the Bengaluru cafeteria or on the video call in your calendar.

On the agenda:

1. How the quarter went, and what comes next
2. Two customer stories from Sales
3. Your questions: send them to [hr@acme.test](mailto:hr@acme.test) ahead, anonymously if you like`,
  },
  {
    title: 'Engineering: laptop refresh',
    author: 'hr@acme.test',
    priority: 'low',
    pinned: false,
    audience: { department: 'ENG' },
    publishedDaysAgo: 1,
    body: `Laptops more than three years old are being replaced this month. If yours is one of them, IT will write to you with a time to swap it.

Back up anything that is not in the cloud before then.`,
  },
];
