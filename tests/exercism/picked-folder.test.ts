import { readPickedFolder, type PickedFile } from '../../src/renderer/src/features/problems/exercism-upload';

/** The Problems dialog's reading of a directory upload: paths relative to the picked folder, bounds named. */
const file = (relativePath: string, text = 'x', size = text.length): PickedFile => ({ relativePath, size, text: async () => text });

describe('readPickedFolder', () => {
  test('strips the picked folder from each path, keeps hidden folders, drops build output', async () => {
    const input = await readPickedFolder([
      file('leap/.meta/config.json', '{}'),
      file('leap/leap.py', 'def leap_year(y): pass'),
      file('leap/__pycache__/leap.cpython-311.pyc', 'bin'),
      file('leap/target/debug/leap', 'bin'),
      file('leap/tests/leap.rs', '#[test] fn t() {}'),
    ]);
    expect(input).toEqual({
      folder_name: 'leap',
      files: [
        { path: '.meta/config.json', text: '{}' },
        { path: 'leap.py', text: 'def leap_year(y): pass' },
        { path: 'tests/leap.rs', text: '#[test] fn t() {}' },
      ],
    });
  });

  test('an empty pick, too many files, a large file or a large folder is refused with what to pick', async () => {
    await expect(readPickedFolder([])).rejects.toThrow('The folder is empty');
    const many = Array.from({ length: 101 }, (_, i) => file(`python/f${i}.py`));
    await expect(readPickedFolder(many)).rejects.toThrow(/"python" holds 101 files.*Pick one exercise folder/);
    await expect(readPickedFolder([file('leap/big.py', 'x', 1024 * 1024 + 1)])).rejects.toThrow(/leap\/big.py is larger than 1024 KB/);
    const heavy = Array.from({ length: 4 }, (_, i) => file(`leap/f${i}.txt`, 'x', 1000 * 1024));
    await expect(readPickedFolder(heavy)).rejects.toThrow(/"leap" holds 3.9 MB/);
    // Build output does not count towards the bounds.
    const built = [file('leap/.meta/config.json'), ...Array.from({ length: 200 }, (_, i) => file(`leap/target/o${i}`, 'x', 1024 * 1024 * 5))];
    await expect(readPickedFolder(built)).resolves.toMatchObject({ files: [{ path: '.meta/config.json' }] });
  });
});
