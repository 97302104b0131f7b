#!/usr/bin/python3
"""Random Tile IR kernels for differential testing of the JIT.

  gen_kernel.py SEED            prints one kernel (stdout) and, on stderr,
                                the tile-run arguments it expects

A kernel has one element type T (i8, i16, i32, i64, f32 or f64) and reads
tiles of T from `%in` (pointer loads, some masked with padding, or partition
view loads: 1-D, and 2-D over tensors whose extents are not multiples of the
tile, with row strides, dim_map and indices partly or wholly outside) at an offset that depends on the tile block, combines them with
random ops of the families the JIT lowers natively or through the
interpreter (integer and float arithmetic in every rounding mode and with
flush_to_zero, comparisons and selects, conversions there and back, shape
ops: reshape, permute, cat, broadcast, extract; reduce and scan with random
combiner regions, one or two operands (the index of a two-operand reduce
added to its value, so that which of equal maxima won is observable); mmaf, plain and batched,
and matmul K loops over views (the JIT's blocked product); math
functions, pow by 2 included) inside random control flow
(for with loop-carried tiles, if with results, loop with break), and stores
some of the results into `%out` (pointer stores or partition view stores).
Shapes mix rank 0, vectors (<= 64 elements) and frame buffers (> 64), so
every form of a converted tile is exercised. Inputs are random bit patterns
(NaNs, infinities, subnormals, zero divisors and oversized shift amounts
included).

One kernel in three (seed % 3 == 2) computes one pixel per tile block
instead: every tile has rank 0 and the block's values derive from its x
block id (loads at `%in[bid + c]`, some masked, a few far enough to fault
in the upper blocks; stores at `%out[bid * slots + c]`), inside for loops
with uniform bounds and ifs on the uniform y block id (sometimes on x, which
makes the entry ineligible for lanes), one store: the kernels the JIT runs W blocks per
call (lanes across blocks, docs/jit.md); run_diff.py gives them grids of up
to 69 blocks.
"""
import random
import sys

INTS = ["i8", "i16", "i32", "i64"]
FLOATS = ["f32", "f64"]
BITS = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "f32": 32,
        "f64": 64}
SHAPES = [(), (8,), (4, 8), (64,), (2, 64), (16, 16), (256,), (8, 32)]
OUT_SLOTS = 4
MAX_ELEMS = 512


def tile(shape, elem):
    if not shape:
        return "tile<%s>" % elem
    return "tile<%sx%s>" % ("x".join(map(str, shape)), elem)


def count(shape):
    n = 1
    for d in shape:
        n *= d
    return n


class Kernel:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.elem = self.rng.choice(INTS + FLOATS)
        self.is_float = self.elem in FLOATS
        self.lines = []
        self.indent = 2
        self.next = 0
        self.scopes = [[]]  # values visible: (name, elem, shape)
        self.stored = 0
        # Results stored before the random pick (matmul K loops, whose
        # value would otherwise often go unobserved).
        self.stored_first = []
        # One pixel per block (module docstring).
        self.pixel = seed % 3 == 2
        self.shapes = [()] if self.pixel else SHAPES

    # --- emission -----------------------------------------------------------

    def fresh(self):
        self.next += 1
        return "%%v%d" % self.next

    def emit(self, text):
        self.lines.append("  " * self.indent + text)

    def add(self, name, elem, shape):
        self.scopes[-1].append((name, elem, shape))
        return name

    def values(self, elem=None, shape=None):
        found = []
        for scope in self.scopes:
            for v in scope:
                if (elem is None or v[1] == elem) and \
                        (shape is None or v[2] == shape):
                    found.append(v)
        return found

    def const(self, elem, shape, value=None):
        if value is None:
            if elem in FLOATS:
                value = self.rng.choice(["0.0", "-0.0", "1.5", "-2.0",
                                         "3.0e+30", "1.0e-40", "0x7FC00000"
                                         if elem == "f32" else "2.5"])
            elif elem == "i1":
                value = self.rng.choice(["true", "false"])
            else:
                value = str(self.rng.choice([0, 1, -1, 3, 7, 100, -128]))
        name = self.fresh()
        self.emit("%s = constant <%s: %s> : %s" % (name, elem, value,
                                                   tile(shape, elem)))
        return self.add(name, elem, shape)

    def scalar_i32(self, value):
        name = self.fresh()
        self.emit("%s = constant <i32: %d> : tile<i32>" % (name, value))
        return name

    def pick(self, elem, shape):
        """A visible value of (elem, shape), or a new one."""
        found = self.values(elem, shape)
        if found and self.rng.random() < 0.85:
            return self.rng.choice(found)[0]
        if elem == self.elem and (shape or self.pixel) and \
                self.rng.random() < 0.5:
            return self.load(shape)
        if elem in INTS and shape and self.rng.random() < 0.3:
            return self.iota(elem, shape)
        return self.const(elem, shape)

    def iota(self, elem, shape):
        n = count(shape)
        flat = self.fresh()
        self.emit("%s = iota : %s" % (flat, tile((n,), elem)))
        if len(shape) == 1:
            return self.add(flat, elem, shape)
        name = self.fresh()
        self.emit("%s = reshape %s : %s -> %s" % (name, flat, tile((n,), elem),
                                                  tile(shape, elem)))
        return self.add(name, elem, shape)

    # --- memory -------------------------------------------------------------

    def offsets(self, shape, base):
        """A tile of i32 offsets base + a pattern over `shape`: dense
        (iota), or a gather/scatter pattern that stays in [0, n): a
        permutation (iota * odd) & (n - 1), duplicates iota >> 1, or the
        reverse n - 1 - iota; or iota * k for k = 2 to 4 (lanes at a
        stride), which stays in [0, MAX_ELEMS)."""
        n = count(shape)
        io = self.fresh()
        self.emit("%s = iota : %s" % (io, tile((n,), "i32")))
        pattern = self.rng.choice(["dense", "dense", "perm", "dup", "rev",
                                   "stride"])
        strides = [k for k in (2, 3, 4) if n * k <= MAX_ELEMS]
        if pattern == "stride" and not strides:
            pattern = "dense"
        if n > 1 and pattern != "dense":
            vec = tile((n,), "i32")
            lanes = self.fresh()
            if pattern == "perm":
                mul, mask = self.fresh(), self.fresh()
                self.emit("%s = constant <i32: %d> : %s"
                          % (mul, self.rng.choice([3, 5, 7, 9, 11]), vec))
                self.emit("%s = constant <i32: %d> : %s" % (mask, n - 1, vec))
                prod = self.fresh()
                self.emit("%s = muli %s, %s : %s" % (prod, io, mul, vec))
                self.emit("%s = andi %s, %s : %s" % (lanes, prod, mask, vec))
            elif pattern == "stride":
                k = self.fresh()
                self.emit("%s = constant <i32: %d> : %s"
                          % (k, self.rng.choice(strides), vec))
                self.emit("%s = muli %s, %s : %s" % (lanes, io, k, vec))
            elif pattern == "dup":
                one = self.fresh()
                self.emit("%s = constant <i32: 1> : %s" % (one, vec))
                self.emit("%s = shri %s, %s unsigned : %s"
                          % (lanes, io, one, vec))
            else:
                top = self.fresh()
                self.emit("%s = constant <i32: %d> : %s" % (top, n - 1, vec))
                self.emit("%s = subi %s, %s : %s" % (lanes, top, io, vec))
            io = lanes
        b = self.fresh()
        self.emit("%s = reshape %s : tile<i32> -> tile<1xi32>" % (b, base))
        bb = self.fresh()
        self.emit("%s = broadcast %s : tile<1xi32> -> %s"
                  % (bb, b, tile((n,), "i32")))
        off = self.fresh()
        self.emit("%s = addi %s, %s : %s" % (off, io, bb, tile((n,), "i32")))
        if len(shape) == 1:
            return off
        r = self.fresh()
        self.emit("%s = reshape %s : %s -> %s" % (r, off, tile((n,), "i32"),
                                                  tile(shape, "i32")))
        return r

    def pointers(self, param, shape, base):
        e = self.elem
        if not shape:
            p = self.fresh()
            self.emit("%s = offset %s, %s : tile<ptr<%s>>, tile<i32> -> "
                      "tile<ptr<%s>>" % (p, param, base, e, e))
            return p
        ones = tuple(1 for _ in shape)
        if len(shape) == 1 and self.rng.random() < 0.5:
            return self.wide_pointers(param, shape[0], base)
        r = self.fresh()
        self.emit("%s = reshape %s : tile<ptr<%s>> -> %s"
                  % (r, param, e, tile(ones, "ptr<%s>" % e)))
        b = self.fresh()
        self.emit("%s = broadcast %s : %s -> %s"
                  % (b, r, tile(ones, "ptr<%s>" % e),
                     tile(shape, "ptr<%s>" % e)))
        p = self.fresh()
        self.emit("%s = offset %s, %s : %s, %s -> %s"
                  % (p, b, self.offsets(shape, base),
                     tile(shape, "ptr<%s>" % e), tile(shape, "i32"),
                     tile(shape, "ptr<%s>" % e)))
        return p

    def uniform(self, scalar, elem, n):
        """`scalar` (a tile<elem>) broadcast to n lanes, as frontends
        write it: reshape to one element, then broadcast."""
        r, b = self.fresh(), self.fresh()
        self.emit("%s = reshape %s : tile<%s> -> tile<1x%s>"
                  % (r, scalar, elem, elem))
        self.emit("%s = broadcast %s : tile<1x%s> -> %s"
                  % (b, r, elem, tile((n,), elem)))
        return b

    def wide_pointers(self, param, n, base):
        """Pointers as cuTile Python and Triton emit them: 64-bit offsets
        base + extended iota * k (k = 1 or 2, or -1 from the far end),
        the scalars broadcast; lanes affine in the lane index."""
        e = self.elem
        io, io64 = self.fresh(), self.fresh()
        self.emit("%s = iota : %s" % (io, tile((n,), "i32")))
        self.emit("%s = exti %s %s : %s -> %s"
                  % (io64, io, self.rng.choice(["signed", "unsigned"]),
                     tile((n,), "i32"), tile((n,), "i64")))
        k = self.rng.choice([1, 1, 2, -1]) if 2 * n <= MAX_ELEMS else \
            self.rng.choice([1, -1])
        start = base
        if k < 0:
            start = self.fresh()
            self.emit("%s = addi %s, %s : tile<i32>"
                      % (start, base, self.scalar_i32(n - 1)))
        start64 = self.fresh()
        self.emit("%s = exti %s signed : tile<i32> -> tile<i64>"
                  % (start64, start))
        kt = self.fresh()
        self.emit("%s = constant <i64: %d> : tile<i64>" % (kt, k))
        scaled, off = self.fresh(), self.fresh()
        self.emit("%s = muli %s, %s : %s" % (scaled, io64,
                                             self.uniform(kt, "i64", n),
                                             tile((n,), "i64")))
        self.emit("%s = addi %s, %s : %s" % (off, scaled,
                                             self.uniform(start64, "i64", n),
                                             tile((n,), "i64")))
        pt = tile((n,), "ptr<%s>" % e)
        p = self.fresh()
        self.emit("%s = offset %s, %s : %s, %s -> %s"
                  % (p, self.uniform(param, "ptr<%s>" % e, n), off, pt,
                     tile((n,), "i64"), pt))
        return p

    def prefix_mask(self, n):
        """A mask of the first lanes, as frontends write bounds checks:
        iota compared with a broadcast bound (which depends on the block,
        may be negative or past the tile), and-ed sometimes with a flag
        that holds for all lanes or none."""
        io = self.fresh()
        self.emit("%s = iota : %s" % (io, tile((n,), "i32")))
        width = self.rng.choice(["i32", "i64"])
        if width == "i64":
            io64 = self.fresh()
            self.emit("%s = exti %s signed : %s -> %s"
                      % (io64, io, tile((n,), "i32"), tile((n,), "i64")))
            io = io64
        bound = self.fresh()
        self.emit("%s = subi %s, %%bid : tile<i32>"
                  % (bound, self.scalar_i32(self.rng.choice(
                      [n - 1, n, n + 1, self.rng.randrange(-3, n + 4)]))))
        if width == "i64":
            b64 = self.fresh()
            self.emit("%s = exti %s signed : tile<i32> -> tile<i64>"
                      % (b64, bound))
            bound = b64
        bb = self.uniform(bound, width, n)
        pred = self.rng.choice(["less_than", "less_than_or_equal",
                                "greater_than", "greater_than_or_equal"])
        lhs, rhs = (io, bb) if pred.startswith("less") else (bb, io)
        mask = self.fresh()
        self.emit("%s = cmpi %s %s, %s, %s : %s -> %s"
                  % (mask, pred, lhs, rhs,
                     self.rng.choice(["signed", "unsigned"]),
                     tile((n,), width), tile((n,), "i1")))
        if self.rng.random() < 0.4:
            flag = self.fresh()
            self.emit("%s = cmpi less_than %%bid, %s, signed : tile<i32> -> "
                      "tile<i1>" % (flag, self.scalar_i32(self.rng.randrange(
                          0, 6))))
            both = self.fresh()
            self.emit("%s = andi %s, %s : %s"
                      % (both, mask, self.uniform(flag, "i1", n),
                         tile((n,), "i1")))
            mask = both
        return mask

    def view_2d(self, param, base, shape, limit):
        """A 2-D partition view of `param` + `base` for tiles of `shape`: a
        tensor of rows x cols (not always multiples of the tile) with row
        stride >= cols inside `limit` elements, sometimes transposed by
        dim_map, and a tile index that is sometimes partly or wholly
        outside. Returns (view, view type, index operands)."""
        e = self.elem
        r, c = shape
        transposed = self.rng.random() < 0.25
        trows, tcols = (c, r) if transposed else (r, c)
        cols = tcols + self.rng.choice([0, 0, 1, tcols // 2 + 1])
        stride = cols + self.rng.choice([0, 0, 1, 3])
        rows = max(1, min(limit // stride, trows * 3))
        # Now and then a row stride whose byte offsets leave the 64-bit
        # address space (or wrap back into a buffer): both engines must
        # report the same element.
        huge = self.rng.random() < 0.04
        if huge:
            rows = max(rows, 2)
            stride = self.rng.choice([1 << 60, 1 << 61, 1 << 62,
                                      (1 << 62) + 3, (1 << 63) - 1,
                                      3 << 60, -(1 << 62)])
        p = self.fresh()
        self.emit("%s = offset %s, %s : tile<ptr<%s>>, tile<i32> -> "
                  "tile<ptr<%s>>" % (p, param, base, e, e))
        tv, pv = self.fresh(), self.fresh()
        if huge:
            tvt = "tensor_view<%dx%dx%s, strides=[?,1]>" % (rows, cols, e)
            st = self.fresh()
            self.emit("%s = constant <i64: %d> : tile<i64>" % (st, stride))
            self.emit("%s = make_tensor_view %s, shape = [%d, %d], strides = "
                      "[%s, 1] : tile<i64> -> %s" % (tv, p, rows, cols, st,
                                                     tvt))
        else:
            tvt = "tensor_view<%dx%dx%s, strides=[%d,1]>" % (rows, cols, e,
                                                             stride)
            self.emit("%s = make_tensor_view %s, shape = [%d, %d], strides = "
                      "[%d, 1] : %s" % (tv, p, rows, cols, stride, tvt))
        pvt = "partition_view<tile=(%dx%d), %s%s>" % (
            r, c, tvt, ", dim_map=[1, 0]" if transposed else "")
        self.emit("%s = make_partition_view %s : %s" % (pv, tv, pvt))
        index = [self.scalar_i32(self.rng.choice([0, 0, 1, 2, 3, -1]))
                 for _ in range(2)]
        return pv, pvt, index

    def load(self, shape):
        e = self.elem
        n = count(shape)
        base = self.fresh()
        start = self.rng.randrange(0, MAX_ELEMS)
        blockbase = "%blockbase"
        if self.pixel and self.rng.random() < 0.08:
            # Past the end of %in for the upper blocks: a fault.
            blockbase = self.fresh()
            self.emit("%s = muli %%bid, %s : tile<i32>"
                      % (blockbase, self.scalar_i32(600)))
        self.emit("%s = addi %s, %s : tile<i32>"
                  % (base, blockbase, self.scalar_i32(start)))
        name = self.fresh()
        tok = self.fresh()
        if shape and len(shape) == 1 and self.rng.random() < 0.3:
            # A partition view over the whole input, indexed by tile.
            tv, pv = self.fresh(), self.fresh()
            total = "%inlen"
            self.emit("%s = make_tensor_view %%in, shape = [%s], strides = [1] "
                      ": tile<i32> -> tensor_view<?x%s, strides=[1]>"
                      % (tv, total, e))
            pvt = "partition_view<tile=(%d), tensor_view<?x%s, strides=[1]>>" \
                % (n, e)
            self.emit("%s = make_partition_view %s : %s" % (pv, tv, pvt))
            idx = self.scalar_i32(self.rng.randrange(0, 4))
            self.emit("%s, %s = load_view_tko weak %s[%s] : %s, tile<i32> -> "
                      "%s, token" % (name, tok, pv, idx, pvt, tile(shape, e)))
            return self.add(name, e, shape)
        if shape and len(shape) == 2 and self.rng.random() < 0.3:
            # A 2-D view of the block's part of the input (edge tiles pad).
            pv, pvt, index = self.view_2d("%in", blockbase, shape, MAX_ELEMS)
            self.emit("%s, %s = load_view_tko weak %s[%s] : %s, tile<i32> -> "
                      "%s, token" % (name, tok, pv, ", ".join(index), pvt,
                                     tile(shape, e)))
            return self.add(name, e, shape)
        ptrs = self.pointers("%in", shape, base)
        pt = tile(shape, "ptr<%s>" % e)
        if (shape or self.pixel) and self.rng.random() < 0.3:
            mask = self.access_mask(shape)
            pad = self.const(e, shape)
            self.emit("%s, %s = load_ptr_tko weak %s, %s, %s : %s, %s, %s -> "
                      "%s, token" % (name, tok, ptrs, mask, pad, pt,
                                     tile(shape, "i1"), tile(shape, e),
                                     tile(shape, e)))
        else:
            self.emit("%s, %s = load_ptr_tko weak %s : %s -> %s, token"
                      % (name, tok, ptrs, pt, tile(shape, e)))
        return self.add(name, e, shape)

    def store(self, value, shape):
        e = self.elem
        slot = self.stored % OUT_SLOTS
        self.stored += 1
        base = self.fresh()
        self.emit("%s = addi %%outbase, %s : tile<i32>"
                  % (base, self.scalar_i32(slot * MAX_ELEMS)))
        tok = self.fresh()
        if shape and len(shape) == 1 and self.rng.random() < 0.3:
            tv, pv = self.fresh(), self.fresh()
            self.emit("%s = make_tensor_view %%out, shape = [%%outlen], "
                      "strides = [1] : tile<i32> -> tensor_view<?x%s, "
                      "strides=[1]>" % (tv, e))
            n = count(shape)
            pvt = "partition_view<tile=(%d), tensor_view<?x%s, strides=[1]>>" \
                % (n, e)
            self.emit("%s = make_partition_view %s : %s" % (pv, tv, pvt))
            # Tile index of the slot: (blockbase * slots + slot*max) / n.
            idx = self.fresh()
            self.emit("%s = divi %s, %s signed : tile<i32>"
                      % (idx, base, self.scalar_i32(n)))
            self.emit("%s = store_view_tko weak %s, %s[%s] : %s, %s, tile<i32>"
                      " -> token" % (tok, value, pv, idx, tile(shape, e), pvt))
            return
        if shape and len(shape) == 2 and self.rng.random() < 0.3:
            # A 2-D view of the slot (elements outside are not stored).
            pv, pvt, index = self.view_2d("%out", base, shape, MAX_ELEMS)
            self.emit("%s = store_view_tko weak %s, %s[%s] : %s, %s, tile<i32>"
                      " -> token" % (tok, value, pv, ", ".join(index),
                                     tile(shape, e), pvt))
            return
        ptrs = self.pointers("%out", shape, base)
        if shape and self.rng.random() < 0.3:
            mask = self.access_mask(shape)
            self.emit("%s = store_ptr_tko weak %s, %s, %s : %s, %s, %s -> "
                      "token" % (tok, ptrs, value, mask,
                                 tile(shape, "ptr<%s>" % e), tile(shape, e),
                                 tile(shape, "i1")))
            return
        self.emit("%s = store_ptr_tko weak %s, %s : %s, %s -> token"
                  % (tok, ptrs, value, tile(shape, "ptr<%s>" % e),
                     tile(shape, e)))

    # --- ops ----------------------------------------------------------------

    def access_mask(self, shape):
        """The mask of a pointer access: a bounds check of the first lanes
        (1-D tiles, sometimes), a value of the kernel, or a comparison."""
        if len(shape) == 1 and self.rng.random() < 0.6:
            return self.prefix_mask(shape[0])
        return self.pick("i1", shape) if self.values("i1", shape) \
            else self.compare(shape)

    def compare(self, shape):
        e = self.elem
        a, b = self.pick(e, shape), self.pick(e, shape)
        pred = self.rng.choice(["equal", "not_equal", "less_than",
                                "less_than_or_equal", "greater_than",
                                "greater_than_or_equal"])
        name = self.fresh()
        if self.is_float:
            order = self.rng.choice(["ordered", "unordered"])
            self.emit("%s = cmpf %s %s %s, %s : %s -> %s"
                      % (name, pred, order, a, b, tile(shape, e),
                         tile(shape, "i1")))
        else:
            sign = self.rng.choice(["signed", "unsigned"])
            self.emit("%s = cmpi %s %s, %s, %s : %s -> %s"
                      % (name, pred, a, b, sign, tile(shape, e),
                         tile(shape, "i1")))
        return self.add(name, "i1", shape)

    def arith(self, shape):
        """One element-wise op of T on `shape`; returns its value."""
        e, r = self.elem, self.rng
        t = tile(shape, e)
        a, b = self.pick(e, shape), self.pick(e, shape)
        name = self.fresh()
        if self.is_float:
            op = r.choice(["addf", "subf", "mulf", "divf", "fma", "negf",
                           "absf", "maxf", "minf", "remf", "select", "select",
                           "math", "math"])
            if op in ("addf", "subf", "mulf", "divf"):
                mode = r.choice(["", "", "", " rounding<zero>",
                                 " rounding<negative_inf>",
                                 " rounding<positive_inf>"])
                if op == "divf" and e == "f32" and r.random() < 0.2:
                    mode = r.choice([" rounding<approx>", " rounding<full>"])
                ftz = " flush_to_zero" if e == "f32" and r.random() < 0.3 \
                    else ""
                self.emit("%s = %s %s, %s%s%s : %s" % (name, op, a, b, mode,
                                                       ftz, t))
            elif op == "fma":
                c = self.pick(e, shape)
                mode = r.choice(["", "", " rounding<zero>"])
                ftz = " flush_to_zero" if e == "f32" and r.random() < 0.2 \
                    else ""
                self.emit("%s = fma %s, %s, %s%s%s : %s" % (name, a, b, c,
                                                            mode, ftz, t))
            elif op in ("negf", "absf"):
                self.emit("%s = %s %s : %s" % (name, op, a, t))
            elif op in ("maxf", "minf"):
                nan = " propagate_nan" if r.random() < 0.5 else ""
                self.emit("%s = %s %s, %s%s : %s" % (name, op, a, b, nan, t))
            elif op == "remf":
                self.emit("%s = remf %s, %s : %s" % (name, a, b, t))
            elif op == "math":
                fn = r.choice(["exp", "exp", "exp2", "log", "log2", "sin",
                               "cos", "tanh", "rsqrt", "pow", "pow", "atan2"])
                if fn in ("pow", "atan2"):
                    if fn == "pow" and r.random() < 0.4:
                        b = self.const(e, shape, "2.0")
                    self.emit("%s = %s %s, %s : %s" % (name, fn, a, b, t))
                else:
                    ftz = " flush_to_zero" if e == "f32" and fn in (
                        "exp2", "rsqrt") and r.random() < 0.2 else ""
                    self.emit("%s = %s %s%s : %s" % (name, fn, a, ftz, t))
            else:
                c = self.compare(shape)
                self.emit("%s = select %s, %s, %s : %s, %s"
                          % (name, c, a, b, tile(shape, "i1"), t))
            return self.add(name, e, shape)
        op = r.choice(["addi", "subi", "muli", "andi", "ori", "xori", "maxi",
                       "mini", "mulhii", "shli", "shri", "divi", "remi",
                       "negi", "absi", "select", "extround"])
        if op in ("addi", "subi", "muli", "andi", "ori", "xori", "mulhii"):
            self.emit("%s = %s %s, %s : %s" % (name, op, a, b, t))
        elif op in ("maxi", "mini"):
            self.emit("%s = %s %s, %s %s : %s"
                      % (name, op, a, b, r.choice(["signed", "unsigned"]), t))
        elif op in ("shli", "shri"):
            if r.random() < 0.6:
                # Mostly in-range amounts.
                m = self.const(e, shape, str(BITS[e] - 1))
                amt = self.fresh()
                self.emit("%s = andi %s, %s : %s" % (amt, b, m, t))
                b = amt
            sign = " " + r.choice(["signed", "unsigned"]) if op == "shri" \
                else ""
            self.emit("%s = %s %s, %s%s : %s" % (name, op, a, b, sign, t))
        elif op == "divi":
            sign = r.choice(["signed", "unsigned"])
            mode = r.choice(["", "", " rounding<negative_inf>",
                             " rounding<positive_inf>"])
            if sign == "unsigned" and mode == " rounding<negative_inf>":
                mode = ""
            self.emit("%s = divi %s, %s %s%s : %s" % (name, a, b, sign, mode,
                                                      t))
        elif op == "remi":
            self.emit("%s = remi %s, %s %s : %s"
                      % (name, a, b, r.choice(["signed", "unsigned"]), t))
        elif op in ("negi", "absi"):
            self.emit("%s = %s %s : %s" % (name, op, a, t))
        elif op == "select":
            c = self.compare(shape)
            self.emit("%s = select %s, %s, %s : %s, %s"
                      % (name, c, a, b, tile(shape, "i1"), t))
        else:
            # Through another width and back.
            other = r.choice([x for x in INTS if x != e])
            mid = self.fresh()
            if BITS[other] > BITS[e]:
                self.emit("%s = exti %s %s : %s -> %s"
                          % (mid, a, r.choice(["signed", "unsigned"]), t,
                             tile(shape, other)))
                self.emit("%s = trunci %s : %s -> %s"
                          % (name, mid, tile(shape, other), t))
            else:
                self.emit("%s = trunci %s : %s -> %s"
                          % (mid, a, t, tile(shape, other)))
                self.emit("%s = exti %s %s : %s -> %s"
                          % (name, mid, r.choice(["signed", "unsigned"]),
                             tile(shape, other), t))
        return self.add(name, e, shape)

    def convert(self, shape):
        """T -> another type -> T."""
        e, r = self.elem, self.rng
        t = tile(shape, e)
        a = self.pick(e, shape)
        mid, name = self.fresh(), self.fresh()
        if self.is_float:
            kind = r.choice(["bitcast", "ftoi", "ftof"])
            if kind == "bitcast":
                it = tile(shape, "i%d" % BITS[e])
                self.emit("%s = bitcast %s : %s -> %s" % (mid, a, t, it))
                self.emit("%s = bitcast %s : %s -> %s" % (name, mid, it, t))
            elif kind == "ftoi":
                it = tile(shape, r.choice(["i1", "i8", "i16", "i32", "i64"]))
                self.emit("%s = ftoi %s %s : %s -> %s"
                          % (mid, a, r.choice(["signed", "unsigned"]), t, it))
                self.emit("%s = itof %s %s : %s -> %s"
                          % (name, mid, r.choice(["signed", "unsigned"]), it,
                             t))
            else:
                other = "f64" if e == "f32" else "f32"
                ot = tile(shape, other)
                mode = r.choice(["", "", " rounding<positive_inf>"])
                self.emit("%s = ftof %s%s : %s -> %s" % (mid, a, mode, t, ot))
                self.emit("%s = ftof %s : %s -> %s" % (name, mid, ot, t))
        else:
            ft = tile(shape, r.choice(["f32", "f64"]))
            self.emit("%s = itof %s %s : %s -> %s"
                      % (mid, a, r.choice(["signed", "unsigned"]), t, ft))
            self.emit("%s = ftoi %s %s : %s -> %s"
                      % (name, mid, r.choice(["signed", "unsigned"]), ft, t))
        return self.add(name, e, shape)

    def reshuffle(self):
        """A shape op; returns (value, shape)."""
        e, r = self.elem, self.rng
        shape = r.choice([s for s in SHAPES if len(s) == 2])
        a = self.pick(e, shape)
        name = self.fresh()
        kind = r.choice(["permute", "reshape", "cat", "broadcast", "extract"])
        if kind == "permute":
            out = (shape[1], shape[0])
            self.emit("%s = permute %s [1, 0] : %s -> %s"
                      % (name, a, tile(shape, e), tile(out, e)))
        elif kind == "reshape":
            out = (count(shape),)
            self.emit("%s = reshape %s : %s -> %s"
                      % (name, a, tile(shape, e), tile(out, e)))
        elif kind == "cat":
            b = self.pick(e, shape)
            dim = r.randrange(2)
            out = (shape[0] * 2, shape[1]) if dim == 0 else \
                (shape[0], shape[1] * 2)
            if count(out) > MAX_ELEMS:
                out = (count(shape),)
                self.emit("%s = reshape %s : %s -> %s"
                          % (name, a, tile(shape, e), tile(out, e)))
            else:
                self.emit("%s = cat %s, %s dim = %d : %s, %s -> %s"
                          % (name, a, b, dim, tile(shape, e), tile(shape, e),
                             tile(out, e)))
        elif kind == "broadcast":
            row = self.pick(e, (1, shape[1]))
            out = shape
            self.emit("%s = broadcast %s : %s -> %s"
                      % (name, row, tile((1, shape[1]), e), tile(out, e)))
        else:
            # Halve one or both dimensions; indices may be out of range
            # (clamped).
            di, dj = r.choice([(2, 1), (1, 2), (2, 2), (2, 4)])
            out = (shape[0] // di, shape[1] // dj)
            i = self.scalar_i32(r.randrange(-1, di + 1))
            j = self.scalar_i32(r.randrange(0, dj))
            self.emit("%s = extract %s[%s, %s] : %s -> %s"
                      % (name, a, i, j, tile(shape, e), tile(out, e)))
        return self.add(name, e, out), out

    def combiner(self, a, b):
        """Ops of T combining rank-0 `a` and `b`; returns the result."""
        e, r = self.elem, self.rng
        t = tile((), e)
        x, y = (a, b) if r.random() < 0.5 else (b, a)
        name = self.fresh()
        if self.is_float:
            op = r.choice(["addf", "addf", "mulf", "subf", "maxf", "minf"])
            if op in ("maxf", "minf"):
                nan = " propagate_nan" if r.random() < 0.5 else ""
                self.emit("%s = %s %s, %s%s : %s" % (name, op, x, y, nan, t))
            else:
                mode = r.choice(["", "", "", " rounding<zero>"])
                self.emit("%s = %s %s, %s%s : %s" % (name, op, x, y, mode, t))
            return name
        op = r.choice(["addi", "muli", "subi", "xori", "andi", "ori", "maxi",
                       "mini"])
        sign = " " + r.choice(["signed", "unsigned"]) \
            if op in ("maxi", "mini") else ""
        self.emit("%s = %s %s, %s%s : %s" % (name, op, x, y, sign, t))
        return name

    def fold(self):
        """reduce or scan along a random dimension; returns (value, shape)."""
        e, r = self.elem, self.rng
        shape = r.choice([s for s in SHAPES if s])
        a = self.pick(e, shape)
        dim = r.randrange(len(shape))
        scan = r.random() < 0.4
        out = shape if scan else tuple(d for i, d in enumerate(shape)
                                       if i != dim)
        ident = self.const_literal(e)
        two = r.random() < 0.3  # argmax-like: value and index
        name, index_name = self.fresh(), self.fresh()
        head = "%s = " % name if not two else "%s, %s = " % (name, index_name)
        if scan:
            op = "scan %s%s dim=%d reverse=%s" % (
                a, "" if not two else ", " + self.iota("i32", shape), dim,
                r.choice(["false", "true"]))
        else:
            op = "reduce %s%s dim=%d" % (
                a, "" if not two else ", " + self.iota("i32", shape), dim)
        idents = "[%s : %s%s]" % (ident, e, "" if not two else
                                  ", %d : i32" % r.randrange(-2, 3))
        types_in = tile(shape, e) + ("" if not two else
                                     ", " + tile(shape, "i32"))
        types_out = tile(out, e) + ("" if not two else ", " + tile(out, "i32"))
        self.emit("%s%s identities=%s : %s -> %s" % (head, op, idents,
                                                    types_in, types_out))
        c, acc, ci, ai = (self.fresh() for _ in range(4))
        args = "%s: %s, %s: %s" % (c, tile((), e), acc, tile((), e))
        if two:
            args += ", %s: tile<i32>, %s: tile<i32>" % (ci, ai)
        self.emit("(%s) {" % args)
        self.indent += 1
        if two:
            gt = self.fresh()
            if self.is_float:
                self.emit("%s = cmpf greater_than ordered %s, %s : %s -> "
                          "tile<i1>" % (gt, c, acc, tile((), e)))
            else:
                self.emit("%s = cmpi greater_than %s, %s, signed : %s -> "
                          "tile<i1>" % (gt, c, acc, tile((), e)))
            nv, ni = self.fresh(), self.fresh()
            self.emit("%s = select %s, %s, %s : tile<i1>, %s"
                      % (nv, gt, c, acc, tile((), e)))
            self.emit("%s = select %s, %s, %s : tile<i1>, tile<i32>"
                      % (ni, gt, ci, ai))
            self.emit("yield %s, %s : %s, tile<i32>" % (nv, ni, tile((), e)))
        else:
            v = self.combiner(c, acc)
            if r.random() < 0.3:
                v = self.combiner(v, c)
            self.emit("yield %s : %s" % (v, tile((), e)))
        self.indent -= 1
        self.emit("}")
        if two and out:
            # The index result (which equal maximum won) made observable:
            # value + index converted to T.
            k, mix = self.fresh(), self.fresh()
            if self.is_float:
                self.emit("%s = itof %s signed : %s -> %s"
                          % (k, index_name, tile(out, "i32"), tile(out, e)))
                self.emit("%s = addf %s, %s : %s" % (mix, name, k,
                                                      tile(out, e)))
            else:
                conv = "exti" if BITS[e] > 32 else "trunci"
                if BITS[e] == 32:
                    k = index_name
                else:
                    self.emit("%s = %s %s signed : %s -> %s"
                              % (k, conv, index_name, tile(out, "i32"),
                                 tile(out, e)) if conv == "exti" else
                              "%s = trunci %s : %s -> %s"
                              % (k, index_name, tile(out, "i32"),
                                 tile(out, e)))
                self.emit("%s = addi %s, %s : %s" % (mix, name, k,
                                                      tile(out, e)))
            return self.add(mix, e, out), out
        return self.add(name, e, out), out

    def matmul(self):
        """mmaf of T (f32: the microkernel; f64: the interpreter's step),
        sometimes batched; returns (value, shape)."""
        e, r = self.elem, self.rng
        m, k, n = (r.choice([1, 2, 4, 8, 16]) for _ in range(3))
        if r.random() < 0.5:
            m, n = r.choice([(8, 32), (4, 16), (16, 32)])
        lead = (2,) if r.random() < 0.2 else ()
        if max(m * k, k * n, m * n) * (2 if lead else 1) > MAX_ELEMS:
            lead, k = (), min(k, 8)
        a = self.pick(e, lead + (m, k))
        b = self.pick(e, lead + (k, n))
        c = self.pick(e, lead + (m, n))
        name = self.fresh()
        self.emit("%s = mmaf %s, %s, %s : %s, %s, %s"
                  % (name, a, b, c, tile(lead + (m, k), e),
                     tile(lead + (k, n), e), tile(lead + (m, n), e)))
        return self.add(name, e, lead + (m, n)), lead + (m, n)

    def k_view(self, base, shape, k_dim):
        """A 2-D partition view for the tiles of `shape` of a matmul K loop,
        over `%in` + `base`: dimension `k_dim` holds a few tiles (the last
        one sometimes partial), the other one tile (sometimes more), rows
        `stride` apart; within MAX_ELEMS. Returns (view, view type)."""
        e, r = self.elem, self.rng
        extent = list(shape)
        other = 1 - k_dim
        extent[other] += r.choice([0, 0, 0, 1])
        stride_pad = r.choice([0, 0, 1, 4])
        tile_k = shape[k_dim]
        for tiles in range(8, 0, -1):
            extent[k_dim] = tiles * tile_k + r.choice([0, 0, 0, tile_k // 2])
            stride = extent[1] + stride_pad
            if extent[0] * stride <= MAX_ELEMS:
                break
        rows, cols = extent
        p = self.fresh()
        self.emit("%s = offset %%in, %s : tile<ptr<%s>>, tile<i32> -> "
                  "tile<ptr<%s>>" % (p, base, e, e))
        tvt = "tensor_view<%dx%dx%s, strides=[%d,1]>" % (rows, cols, e, stride)
        tv, pv = self.fresh(), self.fresh()
        self.emit("%s = make_tensor_view %s, shape = [%d, %d], strides = "
                  "[%d, 1] : %s" % (tv, p, rows, cols, stride, tvt))
        pvt = "partition_view<tile=(%dx%d), %s%s>" % (
            shape[0], shape[1],
            self.rng.choice(["", "", "padding_value = zero, "]), tvt)
        self.emit("%s = make_partition_view %s : %s" % (pv, tv, pvt))
        return pv, pvt, tiles

    def matmul_loop(self):
        """A matmul K loop (lib/Conversion/CudaTileToStandard/MatmulLoop.h):
        A and B tiles loaded from views of %in indexed by the induction
        variable (bounds and step random: tiles partly or wholly outside
        pad), mmaf into a loop-carried f32 accumulator; the JIT runs it as
        one blocked product. Returns (value, shape)."""
        r = self.rng
        m, n = r.choice([(8, 32), (16, 32), (4, 16), (8, 16), (2, 8)])
        k = r.choice([1, 2, 4, 8])
        bases = []
        for _ in range(2):
            # Sometimes every block reads the same tiles: B's packed
            # panels are then kept for a thread's later blocks.
            start = self.scalar_i32(r.randrange(0, 64))
            if r.random() < 0.3:
                bases.append(start)
                continue
            base = self.fresh()
            self.emit("%s = addi %%blockbase, %s : tile<i32>" % (base, start))
            bases.append(base)
        va, vat, a_tiles = self.k_view(bases[0], (m, k), 1)
        vb, vbt, b_tiles = self.k_view(bases[1], (k, n), 0)
        other = [self.scalar_i32(r.choice([0] * 7 + [1])) for _ in range(2)]
        # Mostly inside the tensors (the packed path), sometimes not.
        first = r.choice([0] * 6 + [1, -1])
        last = min(a_tiles, b_tiles) + r.choice([0] * 6 + [1, 2, -1])
        lo = self.scalar_i32(first)
        hi = self.scalar_i32(max(last, 0))
        step = self.scalar_i32(r.choice([1] * 6 + [2, 3]))
        init = self.pick("f32", (m, n))
        name, iv, acc = self.fresh(), self.fresh(), self.fresh()
        t = tile((m, n), "f32")
        self.emit("%s = for %s%s in (%s to %s, step %s) : tile<i32> "
                  "iter_values(%s = %s) -> (%s) {"
                  % (name, "unsigned " if r.random() < 0.1 else "", iv, lo,
                     hi, step, acc, init, t))
        self.indent += 1
        x, y, tx, ty, mm = (self.fresh() for _ in range(5))
        loads = [
            "%s, %s = load_view_tko weak %s[%s, %s] : %s, tile<i32> -> %s, "
            "token" % (x, tx, va, other[0], iv, vat, tile((m, k), "f32")),
            "%s, %s = load_view_tko weak %s[%s, %s] : %s, tile<i32> -> %s, "
            "token" % (y, ty, vb, iv, other[1], vbt, tile((k, n), "f32"))]
        r.shuffle(loads)
        for line in loads:
            self.emit(line)
        self.emit("%s = mmaf %s, %s, %s : %s, %s, %s"
                  % (mm, x, y, acc, tile((m, k), "f32"), tile((k, n), "f32"),
                     t))
        self.emit("continue %s : %s" % (mm, t))
        self.indent -= 1
        self.emit("}")
        result = self.add(name, "f32", (m, n)), (m, n)
        if self.indent == 2:
            self.stored_first.append(result)
        return result

    def const_literal(self, elem):
        if elem in FLOATS:
            return self.rng.choice(["0.0", "-0.0", "1.0", "-2.5", "1.0e+30"])
        return str(self.rng.choice([0, 1, -1, 7, -128]))

    def statement(self, depth):
        r = self.rng
        choice = r.random()
        if depth < 2 and choice < 0.006:
            return self.deep_if_chain(r.randrange(50, 400))
        if depth < 2 and choice < 0.12:
            return self.for_loop(depth)
        if depth < 2 and choice < 0.22:
            return self.if_else(depth)
        if depth < 2 and choice < 0.28:
            return self.loop_break(depth)
        if choice < 0.31 and self.is_float and not self.pixel:
            return self.matmul()
        if self.elem == "f32" and choice < 0.40 and not self.pixel:
            return self.matmul_loop()
        if choice < 0.34 and not self.pixel:
            return self.fold()
        if choice < 0.40 and not self.pixel:
            return self.reshuffle()
        shape = r.choice(self.shapes)
        if choice < 0.48:
            return self.convert(shape), shape
        return self.arith(shape), shape

    def body(self, depth, n):
        last = None
        for _ in range(n):
            last = self.statement(depth)
        return last

    def for_loop(self, depth):
        e = self.elem
        shape = self.rng.choice(self.shapes)
        t = tile(shape, e)
        init = self.pick(e, shape)
        lo = self.scalar_i32(self.rng.randrange(-2, 2))
        hi = self.scalar_i32(self.rng.randrange(0, 5))
        step = self.scalar_i32(self.rng.randrange(1, 3))
        name, iv, acc = self.fresh(), self.fresh(), self.fresh()
        self.emit("%s = for %s in (%s to %s, step %s) : tile<i32> "
                  "iter_values(%s = %s) -> (%s) {" % (name, iv, lo, hi, step,
                                                      acc, init, t))
        self.indent += 1
        self.scopes.append([(acc, e, shape)])
        self.body(depth + 1, self.rng.randrange(1, 4))
        nxt = self.arith(shape)
        self.emit("continue %s : %s" % (nxt, t))
        self.scopes.pop()
        self.indent -= 1
        self.emit("}")
        return self.add(name, e, shape), shape

    def if_else(self, depth):
        e = self.elem
        shape = self.rng.choice(self.shapes)
        t = tile(shape, e)
        c = self.fresh()
        # Pixel kernels mostly branch on the uniform y block id.
        on = "%by" if self.pixel and self.rng.random() < 0.7 else "%bid"
        self.emit("%s = cmpi less_than %s, %s, signed : tile<i32> -> "
                  "tile<i1>" % (c, on,
                                self.scalar_i32(self.rng.randrange(0, 3))))
        name = self.fresh()
        self.emit("%s = if %s -> (%s) {" % (name, c, t))
        for branch in range(2):
            self.indent += 1
            self.scopes.append([])
            self.body(depth + 1, self.rng.randrange(0, 3))
            v = self.pick(e, shape)
            self.emit("yield %s : %s" % (v, t))
            self.scopes.pop()
            self.indent -= 1
            self.emit("} else {" if branch == 0 else "}")
        return self.add(name, e, shape), shape

    def deep_if_chain(self, levels):
        """`levels` nested ifs on one condition (deep nesting: every stage
        of both engines recurses through it; TileKit's limit is 1,024)."""
        e = self.elem
        shape = self.rng.choice(self.shapes)
        t = tile(shape, e)
        c = self.fresh()
        self.emit("%s = cmpi less_than %%bid, %s, signed : tile<i32> -> "
                  "tile<i1>" % (c, self.scalar_i32(self.rng.randrange(0, 3))))
        names = []
        for _ in range(levels):
            name = self.fresh()
            self.emit("%s = if %s -> (%s) {" % (name, c, t))
            self.indent += 1
            self.scopes.append([])
            names.append(name)
        value = self.arith(shape)
        for level in reversed(range(levels)):
            self.emit("yield %s : %s" % (value, t))
            self.scopes.pop()
            self.indent -= 1
            self.emit("} else {")
            self.indent += 1
            self.emit("yield %s : %s" % (self.pick(e, shape), t))
            self.indent -= 1
            self.emit("}")
            value = names[level]
        return self.add(names[0], e, shape), shape

    def loop_break(self, depth):
        e = self.elem
        shape = self.rng.choice(self.shapes)
        t = tile(shape, e)
        init = self.pick(e, shape)
        zero = self.scalar_i32(0)
        limit = self.scalar_i32(self.rng.randrange(0, 4))
        one = self.scalar_i32(1)
        name, i, acc = self.fresh(), self.fresh(), self.fresh()
        self.emit("%s = loop iter_values(%s = %s, %s = %s) : tile<i32>, %s -> "
                  "%s {" % (name, i, zero, acc, init, t, t))
        self.indent += 1
        self.scopes.append([(acc, e, shape)])
        done = self.fresh()
        self.emit("%s = cmpi greater_than_or_equal %s, %s, signed : tile<i32> "
                  "-> tile<i1>" % (done, i, limit))
        self.emit("if %s {" % done)
        self.emit("  break %s : %s" % (acc, t))
        self.emit("}")
        self.body(depth + 1, self.rng.randrange(0, 3))
        nxt = self.arith(shape)
        n = self.fresh()
        self.emit("%s = addi %s, %s : tile<i32>" % (n, i, one))
        self.emit("continue %s, %s : tile<i32>, %s" % (n, nxt, t))
        self.scopes.pop()
        self.indent -= 1
        self.emit("}")
        return self.add(name, e, shape), shape

    def generate(self):
        e = self.elem
        header = [
            "cuda_tile.module @fuzz {",
            "  entry @kernel(%%in: tile<ptr<%s>>, %%inlen: tile<i32>, "
            "%%out: tile<ptr<%s>>, %%outlen: tile<i32>) {" % (e, e),
        ]
        self.emit("%bid, %by, %bz = get_tile_block_id : tile<i32>")
        # Pixel kernels: neighbouring blocks' elements 1 to 4 apart (lanes
        # at a stride).
        self.emit("%%blockbase = muli %%bid, %s : tile<i32>"
                  % self.scalar_i32(self.rng.choice([1, 1, 2, 3, 4])
                                    if self.pixel else MAX_ELEMS))
        self.emit("%%outbase = muli %%bid, %s : tile<i32>"
                  % self.scalar_i32(OUT_SLOTS * (self.rng.choice([1, 1, 2])
                                                 if self.pixel
                                                 else MAX_ELEMS)))
        results = []
        for _ in range(self.rng.randrange(4, 12)):
            results.append(self.statement(0))
        # Pixel kernels store once: lanes need one store per buffer.
        picked = self.rng.sample(results, 1 if self.pixel else
                                 min(OUT_SLOTS, len(results)))
        first = self.stored_first[:OUT_SLOTS]
        for value, shape in (first + [p for p in picked
                                      if p not in first])[:len(picked)]:
            self.store(value, shape)
        self.emit("return")
        return "\n".join(header + self.lines + ["  }", "}", ""])


def main():
    seed = int(sys.argv[1])
    kernel = Kernel(seed)
    sys.stdout.write(kernel.generate())
    sys.stderr.write("%s\n" % kernel.elem)


if __name__ == "__main__":
    main()
