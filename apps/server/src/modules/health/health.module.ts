/** `/api/health`: the database, the event loop and the pool, for probes and the status page. */
import { defineModule, mount } from '../../composition/module';
import { healthRoutes } from './health.routes';
import { HealthService } from './health.service';

export interface HealthApi {
  health: HealthService;
}

export const healthModule = defineModule({
  name: 'health',
  build({ database, version, startedAt, onClose }) {
    const health = new HealthService({ database, version, startedAt });
    onClose(async () => health.close());
    return { api: { health }, routes: () => [mount('/api/health', healthRoutes, { health })] };
  },
});
