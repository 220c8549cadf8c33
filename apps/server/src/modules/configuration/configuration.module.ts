/** The configuration keys hr and admin may read and change. */
import { defineModule, mount } from '../../composition/module';
import { configurationRoutes } from './configuration.routes';

export type ConfigurationApi = Record<string, never>;

export const configurationModule = defineModule({
  name: 'configuration',
  build({ configuration }) {
    return { api: {}, routes: () => [mount('/api/configuration', configurationRoutes, { configuration })] };
  },
});
