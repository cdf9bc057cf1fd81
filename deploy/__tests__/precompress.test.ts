import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {precompress} from '../lib/precompress';
import {PRECOMPRESS} from '../../src/config/hosting';

test('text files of 1 KB or more get .gz and .br copies that decompress to the original; the rest are left alone', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  try {
    const text = 'const portal = "MUI X";\n'.repeat(200);
    fs.mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
    fs.mkdirSync(path.join(dir, '.hosting'));
    fs.writeFileSync(path.join(dir, 'assets/js/main.abc123.js'), text);
    fs.writeFileSync(path.join(dir, 'page.html'), `<p>${text}</p>`);
    fs.writeFileSync(path.join(dir, 'small.css'), 'a{}');
    fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096));
    fs.writeFileSync(
      path.join(dir, 'random.json'),
      JSON.stringify(Array.from({length: 400}, (_, i) => ((i * 2654435761) % 4294967296).toString(36))),
    );
    fs.writeFileSync(path.join(dir, '.hosting/summary.json'), text);
    const stats = await precompress(dir, {...PRECOMPRESS, skipDirs: ['.hosting']});
    expect(stats.files).toBe(3);
    const js = path.join(dir, 'assets/js/main.abc123.js');
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(text);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(text);
    expect(fs.existsSync(path.join(dir, 'page.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'small.css.gz'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'logo.png.gz'))).toBe(false);
    expect(fs.existsSync(path.join(dir, '.hosting/summary.json.gz'))).toBe(false);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
