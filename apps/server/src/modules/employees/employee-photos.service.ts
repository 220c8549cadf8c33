/** A person's photo: set, removed and served; changed by the person themselves, hr or an admin. */
import { EMPLOYEE_PHOTO_MAX_BYTES, type Employee } from '@hrms/contracts/employees';
import { withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { detectFileKind, requireImage } from '../../lib/file-type';
import type { ReceiveUpload } from '../../lib/multipart-upload';
import { isStorageKey } from '../../lib/storage';
import { employeeNotFound as notFound } from '../access/access.service';
import type { EmployeeEvents } from './employee-events';
import { findEmployeeForUpdate, photoKeyInUse, setPhotoKey } from './employees.repository';
import type { EmployeesServiceDeps } from './employees-deps';

export class EmployeePhotosService {
  constructor(
    private readonly deps: EmployeesServiceDeps,
    private readonly events: EmployeeEvents,
    private readonly records: { get(actor: Actor, id: string): Promise<Employee> },
  ) {}

  /** A PNG or JPEG (by content) for the card; admin and hr for anyone, everyone for themselves. */
  async setPhoto(actor: Actor, id: string, receive: ReceiveUpload): Promise<Employee> {
    requirePermission(actor, 'profile:self');
    await this.photoAccess(actor, id);
    const { file } = await receive(EMPLOYEE_PHOTO_MAX_BYTES);
    if (!file) throw validationFailed([{ field: 'file', message: 'Choose a photo to upload' }]);
    const { bytes } = file;
    requireImage(bytes, 'photo');
    const { db, clock, audit, storage } = this.deps;
    const key = await storage.put('photo', bytes);
    let previous: string | null;
    try {
      previous = await withTransaction(db, async (tx) => {
        const locked = await findEmployeeForUpdate(tx, id);
        if (!locked) throw notFound();
        await setPhotoKey(tx, id, key, clock.now());
        await audit.record(tx, actor, {
          action: 'employee.photo.update',
          entityType: 'employee',
          entityId: id,
          before: { photo: locked.employee.photoKey ? 'set' : null },
          after: { photo: 'set' },
        });
        return locked.employee.photoKey;
      });
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      throw error;
    }
    if (previous) await storage.delete(previous).catch(() => undefined);
    await this.events.announce([id], 'update');
    return this.records.get(actor, id);
  }

  async removePhoto(actor: Actor, id: string): Promise<Employee> {
    requirePermission(actor, 'profile:self');
    await this.photoAccess(actor, id);
    const { db, clock, audit, storage } = this.deps;
    const previous = await withTransaction(db, async (tx) => {
      const locked = await findEmployeeForUpdate(tx, id);
      if (!locked) throw notFound();
      if (!locked.employee.photoKey) {
        audit.nothingChanged();
        return null;
      }
      await setPhotoKey(tx, id, null, clock.now());
      await audit.record(tx, actor, {
        action: 'employee.photo.delete',
        entityType: 'employee',
        entityId: id,
        before: { photo: 'set' },
        after: { photo: null },
      });
      return locked.employee.photoKey;
    });
    if (previous) {
      await storage.delete(previous).catch(() => undefined);
      await this.events.announce([id], 'update');
    }
    return this.records.get(actor, id);
  }

  private async photoAccess(actor: Actor, id: string): Promise<void> {
    await this.deps.access.require({
      actor,
      permission: 'profile:self',
      ids: [id],
      least: 'self',
      refused: () =>
        new AppError('FORBIDDEN', 'Only hr, an admin or the person themselves can change a photo.'),
    });
  }

  /**
   * A photo by its key, for `<img>` (no sign-in): the key is unguessable and must be some
   * employee's current photo, so nothing else in storage can be fetched this way.
   */
  async photo(key: string): Promise<{ bytes: Buffer; contentType: string }> {
    if (!isStorageKey(key) || !key.startsWith('photo-')) throw new AppError('NOT_FOUND', 'Photo not found.');
    if (!(await photoKeyInUse(this.deps.db, key))) throw new AppError('NOT_FOUND', 'Photo not found.');
    const bytes = await this.deps.storage.get(key);
    const kind = detectFileKind(bytes);
    if (kind !== 'png' && kind !== 'jpeg') throw new AppError('NOT_FOUND', 'Photo not found.');
    return { bytes, contentType: kind === 'png' ? 'image/png' : 'image/jpeg' };
  }
}
