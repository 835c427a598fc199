#!/usr/bin/env python3
"""monitor-corpus.py WARPSAFE KERNELS_DIR OUT [MATCH] -- `warpsafe run --monitor` over the labelled corpus.

Needs a GPU. For each kernel of each tests/kernels/*.cu whose -O3 PTX exists (X.O3.ptx, else
X.sm90.O3.ptx), it builds the launch of X.expected (grid, block, dynamic shared memory, --param
values, --buffer sizes; other scalars 1024; every buffer 4 MiB of ones like the racecheck drivers),
runs

  warpsafe run PTX --kernel K ... --monitor --allow-unknown --allow-violation --no-cache --format json

and writes one line per kernel to OUT (proof verdict, exit status, the monitor's records, dropped
records, racing pairs, unjudged pairs), then a summary. Exit status 1 when some kernel's proof was
`verified` and the monitor saw a race in it (run's exit 5: the proof would be wrong). Kernels taking a
CUtensorMap are skipped (run has no ARG for one). MATCH keeps the files whose name contains it; SKIP=FILE
skips the PTX files that start FILE's lines (an earlier OUT, to go on where it stopped).
"""
import concurrent.futures as cf, glob, json, os, re, subprocess, sys, tempfile

from corpus_labels import parse_expected

BUILDS = ('O3', 'O0', 'sm90.O3', 'sm90.O0')

BUF_BYTES = 1 << 22
ELEM = {'float': ('f32', 4), 'int': ('i32', 4), 'unsigned': ('u32', 4), 'unsigned int': ('u32', 4),
        'unsigned char': ('u8', 1), 'float4': ('f32', 16), 'uint4': ('u32', 16), 'half': ('f16', 2)}
SCALAR = {'int': 'i32', 'unsigned': 'u32', 'unsigned int': 'u32', 'float': 'f32', 'long': 'i64',
          'size_t': 'u64', 'long long': 'i64'}


def expected(path):
    """The launch of X.expected (its `args:` line as corpus_labels reads it, and the
    `# run-params:` comment the racecheck drivers take) and its build labels."""
    exp = parse_expected(path, BUILDS)
    grid, block, dyn, params, bufs = '1', '1', 0, {}, {}
    for line in open(path):
        m = re.match(r'\s*#\s*run-params:\s*(.*)', line)
        if m:
            params.update(kv.split('=', 1) for kv in m.group(1).split() if '=' in kv)
    t = exp['args']
    for i, x in enumerate(t[:-1]):
        if x == '--grid':
            grid = t[i + 1]
        elif x == '--block':
            block = t[i + 1]
        elif x == '--dynamic-shared':
            dyn = int(t[i + 1])
        elif x == '--param':
            k, v = t[i + 1].split('=', 1)
            params[k] = v
        elif x == '--buffer':
            k, v = t[i + 1].split('=', 1)
            bufs[k] = int(v, 0)
    verdicts = {b: ' '.join(w for w in v if w) for b, v in exp['builds'].items()}
    return grid, block, dyn, params, bufs, verdicts


def kernels(cu):
    src = open(cu).read()
    for m in re.finditer(r'extern\s+"C"\s+__global__\s+(?:__launch_bounds__\([^)]*\)\s+)?void\s+(\w+)\s*\(([^)]*)\)',
                         src, re.S):
        yield m.group(1), [p.strip() for p in m.group(2).split(',') if p.strip()]


def args_for(name, plist, params, bufs):
    out = []
    for i, p in enumerate(plist):
        pname = '%s_param_%d' % (name, i)
        if 'CUtensorMap' in p:
            return None
        if '*' in p:
            base = re.sub(r'\b(const|volatile|__restrict__)\b', '', p.split('*')[0]).strip()
            t = ELEM.get(base, ('u8', 1))[0]
            size = {'f32': 4, 'i32': 4, 'u32': 4, 'u8': 1, 'f16': 2}[t]
            out.append('%s[%d]:ones' % (t, max(1, bufs.get(pname, BUF_BYTES) // size)))
        else:
            base = re.sub(r'\b(const)\b', '', p).strip().rsplit(' ', 1)[0].strip()
            t = SCALAR.get(base, 'i32')
            out.append('%s:%s' % (t, params.get(pname, '1' if t == 'f32' else '1024')))
    return out


def one(ws, ptx, name, grid, block, dyn, args, label):
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [ws, 'run', ptx, '--kernel', name, '--grid', grid, '--block', block, '--monitor', '--allow-unknown',
               '--allow-violation', '--no-cache', '--timeout', '30', '--format', 'json', '-o', tmp + '/r.json']
        if dyn:
            cmd += ['--dynamic-shared', str(dyn)]
        try:
            p = subprocess.run(cmd + args, capture_output=True, text=True, timeout=120)
            rc = p.returncode
        except subprocess.TimeoutExpired:
            return '%s | %s | timeout' % (os.path.basename(ptx), label), 0, None
        try:
            d = json.load(open(tmp + '/r.json'))
        except Exception:
            return '%s %s | %s | exit %d, no report: %s' % (os.path.basename(ptx), name, label, rc,
                                                          p.stderr.strip()[:200]), rc, None
        verdict = d['proof']['verdict'] if d.get('proof') else '-'
        run = d['run']
        mon = run.get('monitor')
        if not mon:
            return '%s %s | %s | proof %s | exit %d: %s' % (os.path.basename(ptx), name, label, verdict, rc,
                                                          run.get('reason', '')[:160]), rc, d
        c = mon['conflicts'][0] if mon['conflicts'] else None
        first = ''
        if c:
            first = '; first: lines %d/%d %s/%s %s' % (c['first']['line'], c['second']['line'], c['first']['kind'],
                                                       c['second']['kind'], c['first']['where'])
        return ('%s %s | %s | proof %s | exit %d | %d records, %d dropped, %d racing pairs, %d unjudged%s%s' %
                (os.path.basename(ptx), name, label, verdict, rc, mon['records'], mon['dropped'],
                 mon['racing_pairs'], mon['unjudged_pairs'], '' if mon['complete'] else ' (incomplete)', first),
                rc, d)


def main():
    ws, kdir, out = sys.argv[1], sys.argv[2], sys.argv[3]
    match = sys.argv[4] if len(sys.argv) > 4 else ''
    skip = set(l.split(' ', 1)[0] for l in open(os.environ['SKIP'])) if os.environ.get('SKIP') else set()
    jobs = []
    for cu in sorted(glob.glob(os.path.join(kdir, '*.cu'))):
        x = cu[:-3]
        if match not in os.path.basename(x):
            continue
        build = next((b for b in ('O3', 'sm90.O3') if os.path.exists('%s.%s.ptx' % (x, b))), None)
        if not build or not os.path.exists(x + '.expected') or '%s.%s.ptx' % (os.path.basename(x), build) in skip:
            continue
        grid, block, dyn, params, bufs, verdicts = expected(x + '.expected')
        for name, plist in kernels(cu):
            a = args_for(name, plist, params, bufs)
            if a is not None:
                jobs.append(('%s.%s.ptx' % (x, build), name, grid, block, dyn, a, verdicts.get(build, '?')))
    lines, rcs = [], {}
    with cf.ThreadPoolExecutor(max_workers=int(os.environ.get('JOBS', '8'))) as ex, open(out + '.partial', 'w') as part:
        for fut in cf.as_completed([ex.submit(one, ws, *j) for j in jobs]):  # (a slow one holds no other back)
            line, rc, d = fut.result()
            lines.append(line)
            rcs[rc] = rcs.get(rc, 0) + 1
            part.write(line + '\n')
            part.flush()
    os.unlink(out + '.partial')
    bad = [l for l in lines if '| proof verified | exit 5' in l]
    racy = [l for l in lines if '| proof violation |' in l and 'racing pairs' in l]
    caught = [l for l in racy if re.search(r' [1-9]\d* racing pairs', l)]
    ok = [l for l in lines if '| proof verified |' in l and 'racing pairs' in l]
    with open(out, 'w') as f:
        f.write('\n'.join(sorted(lines)) + '\n')
        f.write('# %d kernels; exit statuses %s\n' % (len(lines), sorted(rcs.items())))
        f.write('# verified by the proof and run under the monitor: %d; a race seen there (exit 5): %d\n' %
                (len(ok), len(bad)))
        f.write('# violation by the proof, a race seen by the monitor: %d of %d\n' % (len(caught), len(racy)))
    print(open(out).read().split('\n# ', 1)[1] if '\n# ' in open(out).read() else '')
    for l in bad:
        print('CONTRADICTION: ' + l)
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
