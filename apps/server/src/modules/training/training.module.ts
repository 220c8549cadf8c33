/** Courses, sessions, enrolments, completions, certificates and mandatory-training compliance. */
import { defineModule, mount } from '../../composition/module';
import { trainingEvents } from './training.events';
import { trainingRoutes } from './training.routes';
import { TrainingService } from './training.service';
import { TrainingCertificates } from './training-certificate';

export interface TrainingApi {
  training: TrainingService;
}

export const trainingModule = defineModule({
  name: 'training',
  build({ db, clock, realtime, audit, access, notifications }) {
    const training = new TrainingService({ db, clock, realtime, audit, access, notifications });
    return {
      api: { training },
      routes: () => [
        mount('/api/training', trainingRoutes, {
          training,
          certificates: new TrainingCertificates({ db, access }),
        }),
      ],
      events: trainingEvents(training),
    };
  },
});
