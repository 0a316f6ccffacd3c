import { createTestApp, startApp, unwrap } from '../support/test-app';
import { makeTempDir } from '../support/temp-dir';

describe('profiles through their channels', () => {
  it('starts with one default profile that is current', async () => {
    const app = createTestApp();
    try {
      const { profiles, current_id: currentId } = unwrap(await app.router.invoke('profiles:list', {}));
      expect(profiles).toHaveLength(1);
      expect(currentId).toBe(profiles[0]!.id);
    } finally {
      app.close();
    }
  });

  it('lists a created profile at once (the in-memory list is dropped on create) and switches to it', async () => {
    const app = createTestApp();
    try {
      const before = unwrap(await app.router.invoke('profiles:list', {}));
      const ada = unwrap(await app.router.invoke('profiles:create', { name: 'Ada' }));
      const after = unwrap(await app.router.invoke('profiles:list', {}));
      expect(after.profiles.map((p) => p.name).sort()).toEqual([...before.profiles.map((p) => p.name), 'Ada'].sort());
      expect(after.current_id).toBe(before.current_id);

      unwrap(await app.router.invoke('profiles:switch', { id: ada.id }));
      expect(unwrap(await app.router.invoke('profiles:list', {})).current_id).toBe(ada.id);

      const again = await app.router.invoke('profiles:create', { name: 'Ada' });
      expect(again.ok ? 'created' : again.error.code).toBe('conflict');
      expect(unwrap(await app.router.invoke('profiles:list', {})).profiles).toHaveLength(2);
    } finally {
      app.close();
    }
  });

  it('remembers the current profile and the list across a restart on the same data folder', async () => {
    const temp = makeTempDir();
    const start = () => startApp(temp.dir);
    try {
      const first = start();
      const ada = unwrap(await first.router.invoke('profiles:create', { name: 'Ada' }));
      unwrap(await first.router.invoke('profiles:switch', { id: ada.id }));
      first.close();
      const second = start();
      const listed = unwrap(await second.router.invoke('profiles:list', {}));
      second.close();
      expect(listed.current_id).toBe(ada.id);
      expect(listed.profiles.map((p) => p.name)).toContain('Ada');
    } finally {
      temp.cleanup();
    }
  });
});
