// The top functions of the main thread's CPU profiles node --cpu-prof wrote in a folder (named
// CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile; the main thread is 0), by their own (self) time and by
// the time of the package or folder they belong to, printed; then every profile there is removed.
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a function lives: its npm package, or its folder of our own code. */
function placeOf(url: string): string {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? url);
  }
  if (url.startsWith('node:')) return url;
  const src = url.indexOf('/src/');
  return src === -1
    ? url
    : url
        .slice(src + 1)
        .split('/')
        .slice(0, 3)
        .join('/');
}

/** `top` 0: only removes the profiles. */
export function summariseCpuProfiles(dir: string, label: string, top = 25): void {
  const all = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.cpuprofile')) : [];
  const files = all.filter((name) => /\.0\.\d+\.cpuprofile$/.test(name));
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Profile;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const node = nodes.get(id);
      const time = profile.timeDeltas[index] ?? 0;
      if (!node) return;
      const { functionName, url, lineNumber } = node.callFrame;
      const name = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/')}:${lineNumber + 1}` : ''}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + time);
      const place = placeOf(url);
      byPlace.set(place, (byPlace.get(place) ?? 0) + time);
      total += time;
    });
  }
  for (const file of all) fs.rmSync(path.join(dir, file));
  if (total === 0 || top === 0) return;
  const print = (title: string, times: Map<string, number>) => {
    console.log(`${label}: CPU profile, ${title} (self time, of ${(total / 1e6).toFixed(1)} s)`);
    for (const [name, time] of [...times].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`  ${((100 * time) / total).toFixed(1).padStart(5)}%  ${name}`);
    }
  };
  print('by package or folder', byPlace);
  print('by function', byFunction);
}
