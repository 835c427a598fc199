#!/usr/bin/env python3
"""a-racecheck.py -- dynamic ground truth for part A of the kernel corpus.

  a-racecheck.py build DIR   generate one host driver per a-*.cu (it #includes the
                             kernel source and launches it with the launch of the
                             kernel's .expected file, every buffer filled with ones)
                             and compile each twice with nvcc for sm_90: -O3 -lineinfo
                             (DIR/X.O3) and -G (DIR/X.G); the driver sources stay in DIR.
  a-racecheck.py run DIR OUT run compute-sanitizer on them (racecheck on every
                             shared-race kernel, synccheck on every barrier-divergence
                             kernel, on both builds; the other tool on the -O3 build)
                             and write the logs to OUT/logs and the table to
                             OUT/racecheck-a.txt.
  a-racecheck.py table LOGS FILE   rebuild the table from saved logs.

Scalar parameters come from the .expected file's `--param NAME=V` or a
`# run-params: NAME=V ...` line, else 1024. A __constant__ int is set to 1 so that
the branch it guards runs.
"""
import concurrent.futures as cf, glob, os, re, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
NVCC = os.environ.get('NVCC', '/usr/local/cuda/bin/nvcc')
BUF_BYTES = 1 << 22

def parse_expected(path):
    args, params, verdict = '', {}, {}
    for line in open(path):
        line = line.strip()
        m = re.match(r'#\s*run-params:\s*(.*)', line)
        if m:
            for kv in m.group(1).split():
                if '=' in kv:
                    k, v = kv.split('=', 1); params[k] = v
            continue
        if line.startswith('#') or ':' not in line:
            continue
        key, val = line.split(':', 1)
        if key == 'args':
            args = val.strip()
        elif key in ('O3', 'O0', 'sm90.O3'):
            verdict[key] = val.strip()
    toks = args.split()
    block, grid, dyn = [1, 1, 1], [1, 1, 1], 0
    i = 0
    while i < len(toks):
        t = toks[i]
        if t in ('--block', '--grid'):
            vals = [int(x) for x in toks[i + 1].split(',')]
            (block if t == '--block' else grid)[:len(vals)] = vals
            i += 2
        elif t == '--dynamic-shared':
            dyn = int(toks[i + 1]); i += 2
        elif t == '--param':
            k, v = toks[i + 1].split('=', 1); params[k] = v; i += 2
        else:
            i += 1
    return block, grid, dyn, params, verdict, args

FILL = {'float': '1.0f', 'float4': 'make_float4(1.f, 1.f, 1.f, 1.f)', 'unsigned': '1u',
        'int': '1', 'unsigned char': '(unsigned char)1', 'unsigned int': '1u'}

def driver_source(cu):
    src = open(cu).read()
    m = re.search(r'extern "C" __global__ void (\w+)\s*\(([^)]*)\)', src)
    name, plist = m.group(1), m.group(2)
    block, grid, dyn, params, _, _ = parse_expected(cu[:-3] + '.expected')
    decl, args = [], []
    for idx, p in enumerate(x.strip() for x in plist.split(',')):
        if '*' in p:
            base = p.split('*')[0].replace('const', '').strip()
            v = 'b%d' % idx
            decl.append('    %s *%s = alloc_fill<%s>(%s);' % (base, v, base, FILL[base]))
            args.append(v)
        else:
            pname = '%s_param_%d' % (name, idx)
            args.append('(%s)%s' % (p.rsplit(' ', 1)[0], params.get(pname, '1024')))
    consts = re.findall(r'__constant__\s+int\s+(\w+)\s*;', src)
    setc = ''.join('    { int one = 1; CK(cudaMemcpyToSymbol(%s, &one, sizeof one)); }\n' % c for c in consts)
    return '''#include "%s"
#include <cstdio>
#include <cstdlib>
#include <vector>
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \\
    printf("DRIVER: CUDA error %%s at %%s:%%d\\n", cudaGetErrorString(e_), __FILE__, __LINE__); return 2; } } while (0)
template <class Ty_> Ty_ *alloc_fill(Ty_ v)
{
    size_t n = %d / sizeof(Ty_);
    std::vector<Ty_> h(n, v);
    Ty_ *d = nullptr;
    if (cudaMalloc(&d, n * sizeof(Ty_)) != cudaSuccess) { printf("DRIVER: cudaMalloc failed\\n"); exit(2); }
    cudaMemcpy(d, h.data(), n * sizeof(Ty_), cudaMemcpyHostToDevice);
    return d;
}
int main()
{
%s%s
    dim3 block(%d, %d, %d), grid(%d, %d, %d);
    %s<<<grid, block, %d>>>(%s);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    printf("DRIVER: %s ran, grid (%d,%d,%d) block (%d,%d,%d) dynamic shared %d\\n");
    return 0;
}
''' % (os.path.abspath(cu), BUF_BYTES, '\n'.join(decl) + '\n', setc, *block, *grid, name, dyn,
       ', '.join(args), name, *grid, *block, dyn)

def build(outdir):
    os.makedirs(outdir, exist_ok=True)
    jobs = []
    for cu in sorted(glob.glob(os.path.join(HERE, 'a-*.cu'))):
        x = os.path.basename(cu)[:-3]
        src = driver_source(cu).replace(os.path.abspath(cu), '../' + os.path.basename(cu))
        dpath = os.path.join(outdir, x + '.driver.cu')
        open(dpath, 'w').write(src)
        for tag, flags in (('O3', ['-O3', '-lineinfo']), ('G', ['-G'])):
            jobs.append([NVCC, '-arch=sm_90', *flags, '-cudart', 'shared', dpath,
                         '-o', os.path.join(outdir, '%s.%s' % (x, tag))])
    fails = 0
    with cf.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        for cmd, r in zip(jobs, ex.map(lambda c: subprocess.run(c, capture_output=True, text=True), jobs)):
            if r.returncode:
                fails += 1
                print('BUILD FAILED:', ' '.join(cmd), r.stderr[-2000:])
    print('built %d executables, %d failed' % (len(jobs) - fails, fails))
    return 1 if fails else 0

def summarize(tool, out):
    m = re.match(r'# rc=(-?\d+)', out)
    rc = int(m.group(1)) if m else 0
    if rc in (124, 137):
        return 'TIMEOUT (killed after 40 s)'
    if out.startswith('# SKIPPED'):
        return 'not run (time budget)'
    err = ''
    m = re.search(r'DRIVER: (CUDA error [^\n]*|cudaMalloc failed)', out)
    if m:
        err = m.group(1).split(' at ')[0]
    elif 'DRIVER:' not in out:
        err = 'driver printed nothing (rc=%d)' % rc
    if tool == 'racecheck':
        m = re.search(r'RACECHECK SUMMARY: (\d+) hazards? displayed \((\d+) errors?, (\d+) warnings?\)', out)
        if m:
            s = '%s hazards (%s errors, %s warnings)' % m.groups()
        else:
            m = re.search(r'ERROR SUMMARY: (\d+) errors?', out)
            s = ('no hazard' if m.group(1) == '0' else 'ERROR SUMMARY %s' % m.group(1)) if m else 'no summary'
    else:
        m = re.search(r'ERROR SUMMARY: (\d+) errors?', out)
        s = ('%s errors' % m.group(1)) if m else 'no summary'
        if m and m.group(1) != '0':
            kinds = []
            for k in re.findall(r'^=+ ([A-Z][^\n]*?)(?: at |\n)', out, re.M):
                k = re.sub(r'\s+', ' ', k).strip()
                if k and not k.startswith(('ERROR SUMMARY', 'COMPUTE-SANITIZER', 'Saved host', 'Program hit', 'Host Frame', 'Target application')) and k not in kinds:
                    kinds.append(k)
            if kinds:
                s += ': ' + '; '.join(kinds)[:160]
    if err:
        s += ' [' + err[:70] + ']'
    return s

def tasks_for(names):
    tasks = []
    for x in names:
        main_tool = 'racecheck' if 'shared-race' in x else 'synccheck'
        other = 'synccheck' if main_tool == 'racecheck' else 'racecheck'
        tasks += [(x, 'O3', main_tool), (x, 'G', main_tool), (x, 'O3', other)]
    # the rule's own tool on both builds first, then the cross checks
    tasks.sort(key=lambda t: (t[2] != ('racecheck' if 'shared-race' in t[0] else 'synccheck'), t[0], t[1]))
    return tasks

def kernel_names():
    return sorted(os.path.basename(p)[:-3] for p in glob.glob(os.path.join(HERE, 'a-*.cu')))

def run(bdir, outdir):
    logs = os.path.join(outdir, 'logs')
    os.makedirs(logs, exist_ok=True)
    cs = os.environ.get('CS', 'compute-sanitizer')
    deadline = time.time() + float(os.environ.get('BUDGET_S', '380'))
    def one(t):
        x, tag, tool = t
        lp = os.path.join(logs, '%s.%s.%s.log' % (x, tag, tool))
        if time.time() > deadline:
            open(lp, 'w').write('# SKIPPED\n'); return
        exe = os.path.join(bdir, '%s.%s' % (x, tag))
        t0 = time.time()
        r = subprocess.run(['timeout', '-k', '5', '40', cs, '--tool', tool, exe], capture_output=True, text=True)
        open(lp, 'w').write('# rc=%d wall=%.1fs cmd=%s --tool %s %s\n' % (r.returncode, time.time() - t0, cs, tool, exe)
                            + r.stdout + r.stderr)
    with cf.ThreadPoolExecutor(max_workers=int(os.environ.get('JOBS', '12'))) as ex:
        list(ex.map(one, tasks_for(kernel_names())))
    ver = subprocess.run([cs, '--version'], capture_output=True, text=True).stdout.strip().splitlines()
    gpu = subprocess.run(['nvidia-smi', '--query-gpu=name,driver_version', '--format=csv,noheader'],
                         capture_output=True, text=True).stdout.strip()
    open(os.path.join(logs, 'ENV'), 'w').write('%s | GPU, driver: %s\n' % (' '.join(ver[-2:]) if ver else '?', gpu))
    return table(logs, os.path.join(outdir, 'racecheck-a.txt'))

def table(logs, outfile):
    env = open(os.path.join(logs, 'ENV')).read().strip() if os.path.exists(os.path.join(logs, 'ENV')) else '?'
    def res(x, tag, tool):
        lp = os.path.join(logs, '%s.%s.%s.log' % (x, tag, tool))
        return summarize(tool, open(lp).read()) if os.path.exists(lp) else '-'
    with open(outfile, 'w') as f:
        f.write('# compute-sanitizer results for tests/kernels/a-*.cu (made by a-racecheck.py run/table)\n')
        f.write('# %s\n' % env)
        f.write('# executables: nvcc -arch=sm_90 -O3 -lineinfo | -G, -cudart shared; the host driver launches the\n')
        f.write('# launch of the .expected file once, every buffer filled with ones; each run under `timeout 40`.\n')
        f.write('# racecheck sees shared memory only and only the schedule that ran; synccheck sees barrier misuse that happened.\n')
        f.write('# kernel | expected O3 / O0 | rule tool, -O3 build | rule tool, -G build | other tool, -O3 build\n')
        for x in kernel_names():
            _, _, _, _, verdict, args = parse_expected(os.path.join(HERE, x + '.expected'))
            main_tool = 'racecheck' if 'shared-race' in x else 'synccheck'
            other = 'synccheck' if main_tool == 'racecheck' else 'racecheck'
            f.write('%s | %s / %s | %s O3: %s | %s G: %s | %s O3: %s\n' % (
                x, verdict.get('O3', '?'), verdict.get('O0', '?'), main_tool, res(x, 'O3', main_tool),
                main_tool, res(x, 'G', main_tool), other, res(x, 'O3', other)))
    print(open(outfile).read())
    return 0

if __name__ == '__main__':
    if len(sys.argv) >= 3 and sys.argv[1] == 'build':
        sys.exit(build(sys.argv[2]))
    if len(sys.argv) >= 4 and sys.argv[1] == 'run':
        sys.exit(run(sys.argv[2], sys.argv[3]))
    if len(sys.argv) >= 4 and sys.argv[1] == 'table':
        sys.exit(table(sys.argv[2], sys.argv[3]))
    print(__doc__); sys.exit(3)
