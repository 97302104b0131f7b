#!/usr/bin/env python3
"""Fuzz tile-run with random kernels (gen_kernel.py) and random arguments.

    run_fuzz.py [--seconds S | --count N] [--seed K] [--tile-run PATH]
                [--tile-opt PATH] [--out DIR] [--timeout T] [--keep]

For every kernel: check it with tile-opt (a generator bug if rejected), make
random .npy arguments (sometimes of the wrong dtype, shape or count, empty or
tiny), then run `tile-run --check` and `tile-run` without --check, with
random --grid and --threads 1/2. Sometimes the kernel is mutated into one
the verifier rejects, which tile-run must report with exit 1.

Outcomes: exit 0, or exit 1 with a line `tile-run: error: ...` or
`FILE:LINE:COL: error: ...` on stderr, are fine. Anything else is a finding:
another exit code, a signal, a sanitizer report, a timeout of a kernel that
cannot loop forever, exit 1 without a message, or different buffers from
the --check and the plain run of a kernel without atomics that --check
passed. With --jit F, a fraction F of the kernels also runs with
`--engine jit`, and a different exit status or different buffers from the
interpreter's plain run are findings too (where the result cannot depend on
the order of the tile blocks); TILEKIT_JIT_PERTURB=<op> in a build with
fault injection plants such a difference. Each finding is saved under OUT/findings/NAME/ (kernel, arguments,
command, stderr) and printed. The last line is `N findings`.
"""

import argparse
import collections
import json
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_kernel  # noqa: E402

DTYPE = {"i1": np.uint8, "i8": np.int8, "i16": np.int16, "i32": np.int32,
         "i64": np.int64, "f16": np.float16, "f32": np.float32,
         "f64": np.float64, "bf16": np.uint16, "tf32": np.uint32,
         "f8E4M3FN": np.uint8, "f8E5M2": np.uint8, "f8E8M0FNU": np.uint8,
         "f4E2M1FN": np.uint8}
WRONG = [np.float32, np.int32, np.uint8, np.float64, np.int16, np.bool_,
         np.complex64, np.uint64]
LOC_ERROR = re.compile(r"^\S+:\d+:\d+: error: ")
SANITIZER = re.compile(r"(ERROR: AddressSanitizer|runtime error:|"
                       r"ERROR: LeakSanitizer|UndefinedBehaviorSanitizer|"
                       r"Assertion .* failed|LLVM ERROR|PLEASE submit a bug)")


class Fuzzer:
    def __init__(self, a):
        self.a = a
        self.rng = np.random.default_rng(a.seed)
        self.stats = collections.Counter()
        self.errors = collections.Counter()
        self.features = collections.Counter()
        self.findings = []
        self.cpu = 0.0
        self.slow = []
        self.clean_fail = collections.Counter()
        self.rc_differs = []
        self.examples = {}
        self.work = os.path.join(a.out, "work")
        os.makedirs(self.work, exist_ok=True)

    # ------------------------------------------------------------ arguments
    def rand_values(self, elem, n):
        r = self.rng
        if elem == "i1":
            v = r.integers(0, 2, n).astype(np.uint8)
            if r.random() < 0.05 and n:
                v[r.integers(0, n)] = r.integers(2, 256)
            return v
        if elem in ("i8", "i16", "i32", "i64"):
            dt = np.dtype(DTYPE[elem])
            info = np.iinfo(dt)
            v = r.integers(-20, 20, n).astype(dt)
            if n:
                k = r.integers(0, n + 1)
                idx = r.integers(0, n, k)
                v[idx] = r.choice([info.min, info.max, 0, -1, 1,
                                   info.bits - 1, info.bits], k).astype(dt)
            return v
        if elem in ("f16", "f32", "f64"):
            dt = np.dtype(DTYPE[elem])
            v = (r.standard_normal(n) * 10).astype(dt)
            if n:
                k = r.integers(0, n + 1)
                idx = r.integers(0, n, k)
                fi = np.finfo(dt)
                v[idx] = r.choice(np.array(
                    [np.inf, -np.inf, np.nan, 0.0, -0.0, fi.max, -fi.max,
                     fi.tiny, fi.tiny / 4, 1.0, -1.0], dtype=dt), k)
            return v
        if elem == "f4E2M1FN":
            v = r.integers(0, 16, n).astype(np.uint8)
            if r.random() < 0.1 and n:
                v[r.integers(0, n)] = r.integers(16, 256)
            return v
        dt = np.dtype(DTYPE[elem])
        bits = 8 * dt.itemsize
        if elem == "tf32" and r.random() < 0.7:
            return (r.integers(0, 1 << 19, n).astype(np.uint32) << 13)
        return r.integers(0, 1 << bits, n, dtype=np.uint64).astype(dt)

    def scalar_text(self, elem, role, clean=False):
        r = self.rng
        if role == "dim":
            x = r.random()
            if x < 0.85 or clean:
                return str(int(r.integers(1, 40)))
            big = [0, -1, -7, 2**31 - 1, 1000, 65, -2**31, 2**30 + 1]
            if elem == "i64":
                big += [2**62 + 1, 2**63 - 1, -2**63, 2**40, 2**61 + 3]
            return str(big[int(r.integers(0, len(big)))])
        if elem == "i1":
            return str(r.choice(["true", "false", "1", "0"]))
        if elem in ("i8", "i16", "i32", "i64"):
            b = int(elem[1:])
            vals = [0, 1, -1, 3, 17, -(2**(b - 1)), 2**(b - 1) - 1, 2**b - 1,
                    b]
            return str(vals[int(r.integers(0, len(vals)))])
        return str(r.choice(["0", "-0.0", "1.5", "-2", "inf", "-inf", "nan",
                             "1e-45", "3.4e38", "1e300", "65504", "0.1",
                             "5e-324", "-1e-310"]))

    def view_extent(self, view, scal):
        """Elements a tensor view spans, given the scalar arguments."""
        total = 1
        for d, s in zip(view["shape"], view["strides"]):
            d = scal.get(d[1], 1) if isinstance(d, (list, tuple)) else d
            s = scal.get(s[1], 1) if isinstance(s, (list, tuple)) else s
            if d <= 0 or s <= 0:
                return 0
            total += (d - 1) * s
        return min(total, 1 << 20)

    def make_args(self, meta, grid, tag, break_args):
        """Argument strings for one run; `break_args` makes one wrong."""
        r = self.rng
        params = meta["params"]
        clean = meta["clean"] and r.random() < 0.9
        odd = 0.02 if clean else 1.0
        scal = {}
        args = []
        for i, p in enumerate(params):
            if p["kind"] == "scalar":
                t = self.scalar_text(p["elem"], p["role"], clean)
                try:
                    scal[i] = int(t)
                except ValueError:
                    pass
        for i, p in enumerate(params):
            if p["kind"] == "scalar":
                args.append(self.scalar_text(p["elem"], p["role"])
                            if i not in scal else str(scal[i]))
                continue
            path = os.path.join(self.work, "%s_a%d.npy" % (tag, i))
            if p["kind"] == "tview":
                shape = [int(d) if d != "?" else int(r.integers(1, 10))
                         for d in p["dims"]]
                if r.random() < 0.1 * odd and shape:
                    shape[int(r.integers(0, len(shape)))] += 1
                if r.random() < 0.03 * odd and shape:
                    shape[0] = 0
                n = int(np.prod(shape))
                np.save(path, self.rand_values(p["elem"], n).reshape(shape))
                args.append(path)
                continue
            size = p["span"] * grid[0] * grid[1] * grid[2]
            for v in meta["views"]:
                if v["ptr"] == i:
                    size = max(size, self.view_extent(v, scal))
            x = r.random() / odd
            if x < 0.05:
                size = 0
            elif x < 0.12:
                size = int(r.integers(0, max(1, size)))
            elif x < 0.2:
                size += int(r.integers(1, 64))
            if r.random() < 0.05 and p["role"] != "in":
                args.append("zeros:%d" % size)
                continue
            if r.random() < 0.03 * odd and i > 0:
                k = int(r.integers(0, i))
                if params[k]["kind"] != "scalar":
                    args.append("@%d" % k)
                    continue
            np.save(path, self.rand_values(p["elem"], size))
            args.append(path)
        if break_args:
            how = r.integers(0, 7)
            bufs = [i for i, p in enumerate(params) if p["kind"] != "scalar"]
            sc = [i for i, p in enumerate(params) if p["kind"] == "scalar"]
            if how == 0 and args:
                args.pop(int(r.integers(0, len(args))))
            elif how == 1:
                args.append("7")
            elif how == 2 and bufs:
                i = int(r.choice(bufs))
                path = os.path.join(self.work, "%s_w%d.npy" % (tag, i))
                dt = WRONG[int(r.integers(0, len(WRONG)))]
                np.save(path, np.zeros(int(r.integers(0, 16)), dtype=dt))
                args[i] = path
            elif how == 3 and sc:
                i = int(r.choice(sc))
                args[i] = str(r.choice(["abc", "1e999", "300", "-129",
                                        "99999999999999999999999", "",
                                        "0x", "nan(1)", "--", "@0"]))
            elif how == 4 and bufs:
                i = int(r.choice(bufs))
                bad = ["@%d" % i, "@99", "zeros:", "zeros:-1",
                       "zeros:99999999999999", "/nonexistent.npy", "zeros:x"]
                if self.a.mem_limit_mb:
                    # allocation failures only where memory is limited
                    bad += ["zeros:17179869184", "zeros:4294967296"]
                args[i] = bad[int(r.integers(0, len(bad)))]
            elif how == 5 and bufs:
                i = int(r.choice(bufs))
                path = os.path.join(self.work, "%s_g%d.npy" % (tag, i))
                with open(path, "wb") as f:
                    data = bytes(r.integers(0, 256, int(r.integers(0, 200)),
                                            dtype=np.uint8))
                    f.write(b"\x93NUMPY\x01\x00" + data
                            if r.random() < 0.7 else data)
                args[i] = path
            elif how == 6 and bufs:
                i = int(r.choice(bufs))
                path = os.path.join(self.work, "%s_s%d.npy" % (tag, i))
                np.save(path, np.zeros((2, 3), dtype=np.float32)
                        if r.random() < 0.5 else
                        np.asfortranarray(np.zeros((3, 2),
                                                   dtype=np.float32)))
                args[i] = path
        return args

    # ------------------------------------------------------------ running
    def run(self, cmd, timeout):
        self.stats["runs"] += 1
        start = os.times()
        env = dict(os.environ)
        env.setdefault("ASAN_OPTIONS", "detect_stack_use_after_return=0:"
                       "allow_user_poisoning=0:detect_leaks=0:exitcode=86")
        env.setdefault("UBSAN_OPTIONS", "print_stacktrace=1:exitcode=87")
        limit = self.a.mem_limit_mb << 20

        def prepare():
            if limit:
                resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        for attempt in range(30):
            try:
                p = subprocess.run(cmd, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, timeout=timeout,
                                   env=env, start_new_session=True,
                                   preexec_fn=prepare)
                rc, err = p.returncode, p.stderr.decode("utf-8", "replace")
                break
            except subprocess.TimeoutExpired as e:
                rc, err = None, (e.stderr or b"").decode("utf-8", "replace")
                break
            except OSError:
                # the binary is being relinked (a shared build tree)
                time.sleep(2)
        else:
            raise RuntimeError("cannot run %s" % cmd[0])
        end = os.times()
        used = (end.children_user - start.children_user +
                end.children_system - start.children_system)
        self.cpu += used
        self.slow = sorted(self.slow + [(used, " ".join(cmd))])[-5:]
        return rc, err

    def classify(self, rc, err, may_hang):
        """None if fine, else a short reason."""
        if rc is None:
            return None if may_hang else "timeout"
        if SANITIZER.search(err):
            return "sanitizer/assert report (rc=%s)" % rc
        if rc < 0:
            return "signal %s" % signal.Signals(-rc).name
        if rc == 0:
            return None
        if rc != 1:
            return "exit code %d" % rc
        for line in err.splitlines():
            if line.startswith("tile-run: error: ") or LOC_ERROR.match(line):
                kind = self.error_kind(line)
                self.errors[kind] += 1
                self.examples.setdefault(kind, line[:300])
                return None
        return "exit 1 without an error message"

    @staticmethod
    def error_kind(line):
        line = re.sub(r"^tile-run: error: ", "", line)
        line = re.sub(r"^\S+:\d+:\d+: error: ", "", line)
        m = re.match(r"('cuda_tile\.\w+' [a-z\- ]+)", line)
        if m:
            return m.group(1).strip()
        return " ".join(line.split()[:4])

    def finding(self, reason, kernel, meta, cmd, err, extra=None):
        name = "f%04d" % len(self.findings)
        d = os.path.join(self.a.out, "findings", name)
        os.makedirs(d, exist_ok=True)
        shutil.copy(kernel, os.path.join(d, "kernel.mlir"))
        newcmd = []
        for c in cmd:
            if c == kernel:
                c = os.path.join(d, "kernel.mlir")
            elif c.startswith(self.work) and os.path.isfile(c):
                shutil.copy(c, d)
                c = os.path.join(d, os.path.basename(c))
            elif c.startswith(self.work):
                # an output directory: the rerun writes beside the finding
                c = os.path.join(d, os.path.basename(c))
            newcmd.append(c)
        with open(os.path.join(d, "cmd.sh"), "w") as f:
            f.write(" ".join(newcmd) + "\n")
        with open(os.path.join(d, "stderr.txt"), "w") as f:
            f.write(err[-20000:])
        with open(os.path.join(d, "meta.json"), "w") as f:
            json.dump(dict(meta, reason=reason, extra=extra), f, indent=1)
        self.findings.append(name)
        print("FINDING %s: %s\n  %s\n  %s" % (
            name, reason, " ".join(newcmd),
            (err.strip().splitlines() or [""])[-1][:300]), flush=True)

    def base_cmd(self, kernel, grid, threads, check, outdir=None):
        cmd = [self.a.tile_run, kernel, "--engine", self.a.engine]
        if grid != (1, 1, 1) or self.rng.random() < 0.2:
            cmd += ["--grid", ",".join(map(str, grid))]
        if threads:
            cmd += ["--threads", str(threads)]
        if check:
            cmd.append("--check")
        if outdir:
            cmd += ["-o", outdir]
        return cmd

    def pick_grid(self):
        r = self.rng
        if r.random() < 0.02:
            return [(64, 1, 1), (300, 1, 1), (8, 8, 4)][int(r.integers(0, 3))]
        return [(1, 1, 1), (1, 1, 1), (2, 1, 1), (3, 1, 1), (4, 1, 1),
                (2, 2, 1), (1, 2, 2), (7, 1, 1)][int(r.integers(0, 8))]

    def outputs_equal(self, d1, d2):
        names = sorted(os.listdir(d1)) if os.path.isdir(d1) else []
        if names != (sorted(os.listdir(d2)) if os.path.isdir(d2) else []):
            return False
        for n in names:
            with open(os.path.join(d1, n), "rb") as f1, \
                    open(os.path.join(d2, n), "rb") as f2:
                if f1.read() != f2.read():
                    return False
        return True

    def one(self, k):
        seed = self.a.seed * 1000003 + k
        text, meta = gen_kernel.generate(seed)
        tag = "k%d" % k
        kernel = os.path.join(self.work, tag + ".mlir")
        with open(kernel, "w") as f:
            f.write(text)
        self.stats["kernels"] += 1
        for feat in meta["features"]:
            self.features[feat] += 1
        if self.a.tile_opt:
            rc, err = self.run([self.a.tile_opt, "--no-implicit-module",
                                kernel, "-o", os.devnull], 60)
            if rc != 0:
                self.finding("generator: tile-opt rejects the kernel",
                             kernel, meta, [self.a.tile_opt, kernel], err)
                return
        hang = meta["may_hang"]
        # a kernel that may loop for long gets less time
        to = self.a.timeout / 5 if hang else self.a.timeout
        grid = self.pick_grid()
        if meta["grid1"] and self.rng.random() < 0.9:
            grid = (1, 1, 1)
        t1, t2 = (int(x) for x in self.rng.choice([1, 2, 0, 1, 2, 0, 5], 2))
        args = self.make_args(meta, grid, tag, False)
        da, db = (os.path.join(self.work, tag + s) for s in ("_oa", "_ob"))
        for d in (da, db):
            shutil.rmtree(d, ignore_errors=True)
        cmd_a = self.base_cmd(kernel, grid, t1, True, da) + args
        repeat = self.rng.random() < 0.1
        if repeat:
            # relaunch (a kernel may read what it wrote: no comparison)
            cmd_a[2:2] = ["--repeat", str(int(self.rng.integers(1, 3))),
                          "--time"]
        rc_a, err_a = self.run(cmd_a, to)
        self.stats["rc%s check" % rc_a] += 1
        why = self.classify(rc_a, err_a, hang)
        if rc_a == 1 and meta["clean"] and self.a.verbose:
            lines = [l for l in err_a.splitlines() if "error:" in l]
            if lines:
                self.clean_fail[self.error_kind(lines[0])] += 1
                self.examples.setdefault("clean " + self.error_kind(lines[0]),
                                         " ".join(cmd_a))
        if why:
            self.finding(why, kernel, meta, cmd_a, err_a)
            return
        cmd_b = self.base_cmd(kernel, grid, t2, False, db) + args
        rc_b, err_b = self.run(cmd_b, to)
        self.stats["rc%s plain" % rc_b] += 1
        why = self.classify(rc_b, err_b, hang)
        if why:
            self.finding(why, kernel, meta, cmd_b, err_b)
            return
        # Buffers must match where the result cannot depend on the order
        # of the tile blocks: one block, one thread each, or no atomics, no
        # writes to memory other blocks read and one block per grid x.
        ordered = grid == (1, 1, 1) or (t1 == 1 and t2 == 1) or (
            not meta["atomics"] and not meta["shared_writes"])
        if rc_a == 0 and rc_b == 0 and ordered and not repeat and \
                not any(a.startswith("@") for a in args):
            self.stats["compared"] += 1
            if not self.outputs_equal(da, db):
                self.finding("--check and plain runs wrote different "
                             "buffers", kernel, meta, cmd_b, err_b,
                             extra=" ".join(cmd_a))
                return
        # the JIT engine (no --check: it runs on the interpreter): same
        # buffers as the interpreter
        if self.rng.random() < self.a.jit:
            dj = os.path.join(self.work, tag + "_oj")
            cmd_j = self.base_cmd(kernel, grid, t2, False, dj) + args
            cmd_j[cmd_j.index("--engine") + 1] = "jit"
            rc_j, err_j = self.run(cmd_j, to)
            self.stats["rc%s jit" % rc_j] += 1
            why = self.classify(rc_j, err_j, hang)
            if why:
                self.finding("jit: " + why, kernel, meta, cmd_j, err_j)
                return
            if "tile-run: note: the JIT cannot compile" in err_j:
                self.stats["jit fell back"] += 1
            if rc_j != rc_b:
                self.stats["jit rc differs"] += 1
                self.rc_differs.append("%s: rc %s vs %s: %s | %s" % (
                    " ".join(cmd_j), rc_j, rc_b, err_j.strip()[-200:],
                    err_b.strip()[-200:]))
                # Only a race between blocks lets the engines end apart.
                if ordered:
                    self.finding("the JIT exited %s, the interpreter %s"
                                 % (rc_j, rc_b), kernel, meta, cmd_j, err_j,
                                 extra=" ".join(cmd_b))
                    return
            elif rc_b == 0 and ordered and not any(
                    a.startswith("@") for a in args):
                self.stats["compared jit"] += 1
                if not self.outputs_equal(db, dj):
                    self.finding("the JIT and the interpreter wrote "
                                 "different buffers", kernel, meta, cmd_j,
                                 err_j, extra=" ".join(cmd_b))
                    return
            shutil.rmtree(dj, ignore_errors=True)
        # the same kernel as bytecode: same buffers
        if self.a.tile_translate and self.rng.random() < 0.15:
            bc = os.path.join(self.work, tag + ".tileirbc")
            rc, err = self.run([self.a.tile_translate, "--mlir-to-cudatilebc",
                                kernel, "-o", bc], 60)
            if rc != 0:
                self.finding("tile-translate cannot write the kernel as "
                             "bytecode (rc=%s)" % rc, kernel, meta,
                             [self.a.tile_translate, "--mlir-to-cudatilebc",
                              kernel], err)
                return
            dc = os.path.join(self.work, tag + "_oc")
            cmd_d = [self.a.tile_run, bc, "--engine", self.a.engine, "--grid",
                     ",".join(map(str, grid)), "--threads", "1", "-o",
                     dc] + args
            rc_d, err_d = self.run(cmd_d, to)
            self.stats["rc%s bytecode" % rc_d] += 1
            why = self.classify(rc_d, err_d, hang)
            if why:
                self.finding(why, kernel, meta, cmd_d, err_d)
                return
            if rc_d != rc_b:
                self.stats["bytecode rc differs"] += 1
                self.rc_differs.append("%s: rc %s vs %s: %s | %s" % (
                    " ".join(cmd_d), rc_d, rc_b, err_d.strip()[-200:],
                    err_b.strip()[-200:]))
            elif rc_b == 0 and (ordered or t2 == 1) and \
                    not any(a.startswith("@") for a in args):
                self.stats["compared bytecode"] += 1
                if not self.outputs_equal(db, dc):
                    self.finding("the bytecode and the text kernel wrote "
                                 "different buffers", kernel, meta, cmd_d,
                                 err_d, extra=" ".join(cmd_b))
                    return
            shutil.rmtree(dc, ignore_errors=True)
        # wrong arguments
        if self.rng.random() < 0.3:
            bad = self.make_args(meta, grid, tag + "b", True)
            cmd_c = self.base_cmd(kernel, grid, t1, self.rng.random() < 0.5) \
                + bad
            rc_c, err_c = self.run(cmd_c, to)
            self.stats["rc%s badargs" % rc_c] += 1
            why = self.classify(rc_c, err_c, hang)
            if why:
                self.finding(why, kernel, meta, cmd_c, err_c)
                return
        # a mutant the verifier rejects
        if self.a.tile_opt and self.rng.random() < self.a.mutants:
            self.mutant(text, meta, tag, args, grid)
        for d in (da, db):
            shutil.rmtree(d, ignore_errors=True)

    def mutate(self, text):
        r = self.rng
        lines = text.split("\n")
        body = [i for i, l in enumerate(lines)
                if l.startswith("    ") and "=" in l]
        if not body:
            return None
        i = int(r.choice(body))
        line = lines[i]
        how = int(r.integers(0, 8))
        if how == 0:
            ms = list(re.finditer(r"x(i1|i8|i16|i32|i64|f16|bf16|f32|f64)>",
                                  line))
            if not ms:
                return None
            m = ms[int(r.integers(0, len(ms)))]
            new = str(r.choice(["i1", "i8", "i32", "f16", "f32", "f64",
                                "i4", "f4E2M1FN", "tf32"]))
            line = line[:m.start(1)] + new + line[m.end(1):]
        elif how == 1:
            ms = list(re.finditer(r"tile<(\d+)", line))
            if not ms:
                return None
            m = ms[int(r.integers(0, len(ms)))]
            new = str(r.choice([3, 0, 1, 2, 512, 1 << 25]))
            line = line[:m.start(1)] + new + line[m.end(1):]
        elif how == 2:
            del lines[i]
            return "\n".join(lines)
        elif how == 3:
            lines.insert(i, line)
            return "\n".join(lines)
        elif how == 4:
            if " : " not in line:
                return None
            word = str(r.choice([" flush_to_zero", " rounding<approx>",
                                 " overflow<no_wrap>", " signed",
                                 " propagate_nan", " fast_acc"]))
            j = line.index(" : ")
            line = line[:j] + word + line[j:]
        elif how == 5:
            cut = int(r.integers(0, len(text)))
            return text[:cut]
        elif how == 6 and i + 1 < len(lines):
            lines[i], lines[i + 1] = lines[i + 1], lines[i]
            return "\n".join(lines)
        else:
            ms = list(re.finditer(r"\b(signed|unsigned|weak|relaxed|"
                                  r"nearest_even|zero|positive_inf|"
                                  r"less_than|ordered|device|dim=\d|"
                                  r"dim = \d)", line))
            if not ms:
                return None
            m = ms[int(r.integers(0, len(ms)))]
            new = str(r.choice(["bogus", "acq_rel", "approx", "dim=7",
                                "dim = 9", "sys", "release", "full"]))
            line = line[:m.start()] + new + line[m.end():]
        lines[i] = line
        return "\n".join(lines)

    def mutant(self, text, meta, tag, args, grid):
        for _ in range(5):
            mtext = self.mutate(text)
            if mtext:
                break
        else:
            return
        mk = os.path.join(self.work, tag + "_mut.mlir")
        with open(mk, "w") as f:
            f.write(mtext)
        rc, err = self.run([self.a.tile_opt, "--no-implicit-module", mk,
                            "-o", os.devnull], 60)
        if rc not in (0, 1):
            self.finding("tile-opt crashed on a mutant (rc=%s)" % rc, mk,
                         meta, [self.a.tile_opt, "--no-implicit-module", mk],
                         err)
            return
        cmd = self.base_cmd(mk, grid, 1, self.rng.random() < 0.5) + args
        rc2, err2 = self.run(cmd, self.a.timeout)
        if rc == 0:
            # still valid: it must not crash either
            self.stats["mutant valid"] += 1
            why = self.classify(rc2, err2, True)
        else:
            self.stats["mutant rejected"] += 1
            why = self.classify(rc2, err2, False)
            if not why and rc2 != 1:
                why = "tile-run accepted a kernel the verifier rejects " \
                    "(rc=%s)" % rc2
        if why:
            self.finding(why, mk, meta, cmd, err2)

    def main(self):
        start = time.time()
        k = 0
        while True:
            if self.a.count is not None and k >= self.a.count:
                break
            if self.a.seconds is not None and \
                    time.time() - start >= self.a.seconds:
                break
            self.one(k)
            k += 1
            if self.a.verbose and k % 50 == 0:
                print("%d kernels, %d runs, %.0f s CPU, %d findings" % (
                    k, self.stats["runs"], self.cpu, len(self.findings)),
                    flush=True)
        if not self.a.keep:
            shutil.rmtree(self.work, ignore_errors=True)
        me = os.times()
        print("seed %d: %d kernels, %d tile-run/tile-opt runs, %.1f s CPU in "
              "children, %.1f s CPU here, %.1f s wall" % (
                  self.a.seed, self.stats["kernels"], self.stats["runs"],
                  self.cpu, me.user + me.system, time.time() - start))
        if self.a.verbose:
            print("outcomes:", dict(sorted(self.stats.items())))
            print("features:", dict(sorted(self.features.items())))
            print("errors:")
            for kind, n in self.errors.most_common():
                print("  %6d  %s\n          e.g. %s" % (
                    n, kind, self.examples[kind]))
            print("--check failures of clean kernels:")
            for kind, n in self.clean_fail.most_common():
                print("  %6d  %s\n          e.g. %s" % (
                    n, kind, self.examples["clean " + kind]))
            print("exit codes differing from the plain run:")
            for line in self.rc_differs[:20]:
                print("  " + line)
            print("slowest runs (CPU s):")
            for t, c in reversed(self.slow):
                print("  %.2f  %s" % (t, c))
        print("%d findings" % len(self.findings))
        return 1 if self.findings else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seconds", type=float)
    ap.add_argument("--count", type=int)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tile-run", default=None)
    ap.add_argument("--tile-opt", default=None)
    ap.add_argument("--tile-translate", default=None)
    ap.add_argument("--out", default="fuzz-out")
    ap.add_argument("--timeout", type=float, default=20.0)
    ap.add_argument("--mutants", type=float, default=0.2,
                    help="fraction of kernels also run as a rejected mutant")
    ap.add_argument("--engine", default="interp",
                    help="tile-run --engine of every run (default interp)")
    ap.add_argument("--jit", type=float, default=0.0,
                    help="fraction of kernels also run with --engine jit "
                    "(compared with the interpreter)")
    ap.add_argument("--keep", action="store_true",
                    help="keep the work directory")
    ap.add_argument("--mem-limit-mb", type=int, default=None,
                    help="address-space limit of each run (default 4096, "
                    "none for a sanitizer build: a path with 'asan')")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    if a.seconds is None and a.count is None:
        a.count = 100
    here = os.path.dirname(os.path.abspath(__file__))
    if a.tile_run is None:
        a.tile_run = shutil.which("tile-run") or os.path.join(
            here, "..", "..", "build", "bin", "tile-run")
    def sibling(name):
        # beside tile-run, beside the real tile-run when --tile-run is the
        # execution tests' wrapper (TILEKIT_TILE_RUN), or in build/bin
        dirs = [os.path.dirname(os.path.abspath(a.tile_run))]
        if os.environ.get("TILEKIT_TILE_RUN"):
            dirs.append(os.path.dirname(os.environ["TILEKIT_TILE_RUN"]))
        dirs.append(os.path.join(here, "..", "..", "build", "bin"))
        for d in dirs:
            if os.path.exists(os.path.join(d, name)):
                return os.path.join(d, name)
        return None
    if a.tile_opt is None:
        a.tile_opt = sibling("tile-opt")
    if a.tile_translate is None:
        a.tile_translate = sibling("tile-translate")
    if a.mem_limit_mb is None:
        a.mem_limit_mb = 0 if "asan" in a.tile_run else 4096
    os.makedirs(a.out, exist_ok=True)
    sys.exit(Fuzzer(a).main())


if __name__ == "__main__":
    main()
