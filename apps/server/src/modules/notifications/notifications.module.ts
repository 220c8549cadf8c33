/** The bell: a person's notifications, live on the channel, and which of them also go by mail. */
import { defineModule, mount } from '../../composition/module';
import { notificationSettingsRoutes, notificationsRoutes } from './notifications.routes';
import { notificationSocketHandlers } from './notifications.socket';

export type NotificationsApi = Record<string, never>;

export const notificationsModule = defineModule({
  name: 'notifications',
  build({ notifications, notificationSettings }) {
    return {
      api: {},
      routes: () => [
        mount('/api/notifications', notificationsRoutes, { notifications }),
        mount('/api/settings/notifications', notificationSettingsRoutes, { settings: notificationSettings }),
      ],
      sockets: [notificationSocketHandlers(notifications)],
    };
  },
});
