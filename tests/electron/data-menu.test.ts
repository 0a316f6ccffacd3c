/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories must require, not import */
import fs from 'node:fs';
import path from 'node:path';
import { dataMenuActions } from '../../src/main/electron/data-menu';
import { fake, resetFake } from '../support/fake-electron';
import { createTestApp, unwrap } from '../support/test-app';

jest.mock('electron', () => require('../support/fake-electron').electron);

/** File > Back up now / Restore from backup… / Export everything…: dialogs around the data channels. */
describe('File menu data entries', () => {
  let app: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    resetFake();
    app = createTestApp();
  });
  afterEach(() => app.close());

  test('Back up now writes a backup and says where', async () => {
    await dataMenuActions(app, () => undefined).backupNow();
    const [backup] = unwrap(await app.router.invoke('data:list-backups', {})).backups;
    expect(fake.messageBoxes).toEqual([
      expect.objectContaining({ type: 'info', title: 'Backed up', detail: backup!.file }),
    ]);
  });

  test('Restore asks first, restores the picked file and tells the window to reload', async () => {
    const created = unwrap(await app.router.invoke('writings:create', { title: 'Kept' }));
    const { backup } = unwrap(await app.router.invoke('data:backup', {}));
    unwrap(await app.router.invoke('writings:delete', { id: created.id }));
    const events: string[] = [];
    app.ctx.events.subscribe((name) => events.push(name));
    fake.openDialogAnswer = { canceled: false, filePaths: [backup.file] };
    fake.messageBoxResponse = 0;
    await dataMenuActions(app, () => undefined).restore();
    expect(fake.messageBoxes.map((m) => m.title)).toEqual(['Restore this backup?', 'Restored']);
    expect(unwrap(await app.router.invoke('writings:list', {})).writings.map((w) => w.title)).toEqual(['Kept']);
    expect(events).toContain('data:restored');
  });

  test('a refused restore shows the message that says what to do, and changes nothing', async () => {
    const bogus = path.join(app.dataDir, 'bogus.db');
    fs.writeFileSync(bogus, 'not sqlite');
    fake.openDialogAnswer = { canceled: false, filePaths: [bogus] };
    fake.messageBoxResponse = 0;
    await dataMenuActions(app, () => undefined).restore();
    expect(fake.messageBoxes.at(-1)).toMatchObject({ type: 'error', title: 'Could not restore' });
    expect(String(fake.messageBoxes.at(-1)!.message)).toMatch(/bogus\.db is not a Workbench backup/);
  });

  test('cancelling the dialog does nothing', async () => {
    await dataMenuActions(app, () => undefined).restore();
    expect(fake.messageBoxes).toEqual([]);
  });
});
