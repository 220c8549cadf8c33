/**
 * /announcements: the feed of what is published to the signed-in person, and for
 * admin and hr (announcements:write) the editor and the lists of drafts,
 * scheduled, published and archived announcements. `?id=` opens one;
 * `?tab=` picks the list.
 */
import type { Announcement } from '@hrms/contracts/announcements';
import { can, type Role } from '@hrms/contracts/roles';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page, PageHeader } from '../../../components/page';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { AnnouncementStatus } from '../api/types';
import { AnnouncementEditor } from '../components/announcement-editor';
import { AnnouncementFeed } from '../components/announcement-feed';
import { AnnouncementReader } from '../components/announcement-reader';
import { ManageAnnouncements } from '../components/manage-announcements';

const TABS = [
  { value: 'feed', label: msg`Feed` },
  { value: 'draft', label: msg`Drafts` },
  { value: 'scheduled', label: msg`Scheduled` },
  { value: 'published', label: msg`Published` },
  { value: 'archived', label: msg`Archived` },
] as const;
type Tab = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is Tab {
  return TABS.some((tab) => tab.value === value);
}

export function AnnouncementsPage({ role }: { role: Role }) {
  const { t, i18n } = useLingui();
  const canWrite = can(role, 'announcements:write');
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  const tabParam = params.get('tab');
  const tab: Tab = canWrite && isTab(tabParam) ? tabParam : 'feed';
  const [editor, setEditor] = useState<{ open: boolean; announcement: Announcement | null }>({
    open: false,
    announcement: null,
  });

  const update = (change: (next: URLSearchParams) => void, replace = false) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        change(next);
        return next;
      },
      { replace },
    );
  };
  const openAnnouncement = (id: string) => update((next) => next.set('id', id));
  const closeAnnouncement = () => update((next) => next.delete('id'), true);
  const selectTab = (value: string) =>
    update((next) => (value === 'feed' ? next.delete('tab') : next.set('tab', value)), true);

  const feed = <AnnouncementFeed onOpen={openAnnouncement} />;

  return (
    <Page>
      <PageHeader
        title={t`Announcements`}
        description={
          canWrite
            ? t`Company news: write it, choose who sees it, and publish it now or later.`
            : t`News from your company. Pinned announcements stay at the top.`
        }
        actions={
          canWrite ? (
            <Button onClick={() => setEditor({ open: true, announcement: null })}>
              <Plus aria-hidden="true" />
              <Trans>New announcement</Trans>
            </Button>
          ) : null
        }
      />

      {canWrite ? (
        <Tabs value={tab} onValueChange={selectTab} className="space-y-4">
          <TabsList aria-label={t`Announcement lists`} className="w-full sm:w-fit">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value} className="px-2.5 sm:px-3">
                {i18n._(tab.label)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="feed">{feed}</TabsContent>
          {TABS.filter((tab) => tab.value !== 'feed').map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              <ManageAnnouncements
                status={tab.value as AnnouncementStatus}
                onEdit={(announcement) => setEditor({ open: true, announcement })}
                onView={openAnnouncement}
              />
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        feed
      )}

      <AnnouncementReader id={openId} onClose={closeAnnouncement} showStatus={canWrite} />
      {canWrite ? (
        <AnnouncementEditor
          open={editor.open}
          announcement={editor.announcement}
          onOpenChange={(open) => setEditor((prev) => ({ ...prev, open }))}
        />
      ) : null}
    </Page>
  );
}
