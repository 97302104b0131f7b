"""Vocabulary of the kernel generator: element types, values and the
generator's core (names, constants, conversions, pointers, tokens)."""
import random
import struct

INT = ["i1", "i8", "i16", "i32", "i64"]
FLT = ["f16", "bf16", "f32", "f64"]
EXOTIC_F = ["tf32", "f8E4M3FN", "f8E5M2", "f8E8M0FNU", "f4E2M1FN"]
ALLFLT = FLT + EXOTIC_F
BITS = {"i1": 1, "i4": 4, "i8": 8, "i16": 16, "i32": 32, "i64": 64,
        "f16": 16, "bf16": 16, "f32": 32, "f64": 64, "tf32": 19,
        "f8E4M3FN": 8, "f8E5M2": 8, "f8E8M0FNU": 8, "f4E2M1FN": 4}
# Widths pack/unpack use (tf32 occupies 32 bits there).
PACK_BITS = dict(BITS, tf32=32)
# Element types a pointer / tensor_view may point to (Number: no i4).
POINTEE = INT + ALLFLT
IEEE = ["nearest_even", "zero", "negative_inf", "positive_inf"]
PREDS = ["equal", "not_equal", "less_than", "less_than_or_equal",
         "greater_than", "greater_than_or_equal"]


def is_int(e):
    return e in INT or e == "i4"


def is_flt(e):
    return e in ALLFLT


def tstr(shape, elem):
    return "tile<" + "".join("%dx" % d for d in shape) + elem + ">"


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


def elem_ok(shape, elem):
    # f4E2M1FN tiles need an even number of elements (so rank >= 1).
    return elem != "f4E2M1FN" or numel(shape) % 2 == 0


class V:
    """A value in scope: SSA name, tile shape and element type."""

    def __init__(self, name, shape, elem):
        self.name, self.shape, self.elem = name, tuple(shape), elem

    @property
    def ty(self):
        return tstr(self.shape, self.elem)



class GenBase:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.seed = seed
        self.lines = []
        self.globals = []
        self.counter = 0
        self.depth = 1
        self.scopes = [[]]      # values visible, innermost last
        self.tokens = [[]]      # tokens visible
        self.loop_kind = []     # enclosing region kinds ('if','for','loop')
        self.params = []        # (text, meta dict)
        self.views = []         # tensor views whose extents need arguments
        self.may_hang = False
        self.uses_atomics = False
        self.ptrsrc = []        # pointer sources at top level
        self.block_x = None
        self.features = set()
        # A clean kernel avoids undefined behaviour (so that --check runs it
        # to the end); the others hit it on purpose now and then.
        self.clean = self.r.random() < 0.45
        self.shared_writes = False
        self.grid1 = False

    # ------------------------------------------------------------ basics
    def fresh(self, hint="v"):
        self.counter += 1
        return "%%%s%d" % (hint, self.counter)

    def emit(self, text):
        self.lines.append("  " * (self.depth + 1) + text)

    def add(self, name, shape, elem):
        v = V(name, shape, elem)
        self.scopes[-1].append(v)
        return v

    def visible(self):
        out = []
        for s in self.scopes:
            out.extend(s)
        return out

    def chance(self, p):
        return self.r.random() < p

    def bad(self, p):
        """Whether to do something undefined (never in clean kernels)."""
        return not self.clean and self.r.random() < p

    def pick(self, seq):
        return self.r.choice(seq)

    def wpick(self, items):
        total = sum(w for _, w in items)
        x = self.r.random() * total
        for item, w in items:
            x -= w
            if x < 0:
                return item
        return items[-1][0]

    # ------------------------------------------------------------ shapes
    def rand_shape(self, max_elems=256, min_rank=0, max_rank=3):
        rank = self.wpick([(0, 1), (1, 4), (2, 4), (3, 2)])
        rank = max(min_rank, min(max_rank, rank))
        while True:
            shape = tuple(1 << self.r.randint(0, 5) for _ in range(rank))
            if numel(shape) <= max_elems:
                return shape

    def pick_shape(self, min_rank=0, max_rank=3):
        vals = [v for v in self.visible()
                if min_rank <= len(v.shape) <= max_rank]
        if vals and self.chance(0.65):
            return self.pick(vals).shape
        return self.rand_shape(min_rank=min_rank, max_rank=max_rank)

    def pick_elem(self, kinds=None, shape=None):
        kinds = kinds or (INT + FLT)
        kinds = [k for k in kinds if shape is None or elem_ok(shape, k)]
        return self.pick(kinds)

    # ------------------------------------------------------------ literals
    def int_special(self, elem):
        b = BITS[elem]
        lo, hi = -(1 << (b - 1)), (1 << (b - 1)) - 1
        if elem == "i1":
            return self.pick([0, -1])
        cands = [0, 1, -1, 2, 3, 7, lo, hi, lo + 1, hi - 1, b - 1, b, b + 1,
                 self.r.randint(lo, hi), self.r.randint(-8, 8)]
        return max(lo, min(hi, self.pick(cands)))

    def float_bits(self, elem):
        """A bit pattern of `elem`: special values, subnormals, random."""
        b = BITS[elem]
        if elem in ("f16", "f32", "f64", "bf16"):
            fmt = {"f16": "<e", "f32": "<f", "f64": "<d", "bf16": "<f"}[elem]
            ib = {"f16": "<H", "f32": "<I", "f64": "<Q", "bf16": "<I"}[elem]
            width = 16 if elem in ("f16", "bf16") else b
            choice = self.r.randint(0, 9)
            if choice <= 4:
                val = self.pick([0.0, -0.0, 1.0, -1.0, 0.5, 2.0, -3.25, 100.0,
                                 1e-3, 3.14159, 65504.0, 1e30, -7.0, 1.5])
                try:
                    bits = struct.unpack(ib, struct.pack(fmt, val))[0]
                except OverflowError:
                    bits = 0x7C00
                if elem == "bf16":
                    bits >>= 16
                return bits
            exp_bits = {"f16": 5, "bf16": 8, "f32": 8, "f64": 11}[elem]
            man = width - 1 - exp_bits
            sign = self.r.randint(0, 1) << (width - 1)
            expmax = ((1 << exp_bits) - 1) << man
            pat = self.pick([
                expmax,                            # inf
                expmax | (1 << (man - 1)),         # quiet NaN
                expmax | 1,                        # signalling NaN
                1,                                 # smallest subnormal
                (1 << man) - 1,                    # largest subnormal
                1 << man,                          # smallest normal
                expmax - 1,                        # largest finite
                self.r.getrandbits(width - 1),     # anything
            ])
            return sign | pat
        return self.r.getrandbits(b)

    def lit(self, elem):
        if elem == "i1":
            return self.pick(["true", "false"])
        if is_int(elem):
            return str(self.int_special(elem))
        bits = self.float_bits(elem)
        digits = (BITS[elem] + 3) // 4
        return "0x%0*X" % (digits, bits)

    def const(self, shape, elem):
        name = self.fresh("c")
        if len(shape) == 0 or self.chance(0.4):
            body = self.lit(elem)
        else:
            def nest(dims):
                if not dims:
                    return self.lit(elem)
                return "[" + ", ".join(nest(dims[1:])
                                       for _ in range(dims[0])) + "]"
            body = nest(list(shape))
        self.emit("%s = constant <%s: %s> : %s" % (name, elem, body,
                                                    tstr(shape, elem)))
        return self.add(name, shape, elem)

    def int_const(self, value, elem="i32", shape=()):
        name = self.fresh("c")
        lit = ("true" if value else "false") if elem == "i1" else str(value)
        self.emit("%s = constant <%s: %s> : %s" % (name, elem, lit,
                                                    tstr(shape, elem)))
        return self.add(name, shape, elem)

    # ------------------------------------------------------------ getting values
    def get(self, shape, elem, fresh_ok=True):
        """A value of tile<shape x elem>: reused, derived or a constant."""
        shape = tuple(shape)
        vis = self.visible()
        same = [v for v in vis if v.shape == shape and v.elem == elem]
        if same and self.chance(0.7):
            return self.pick(same)
        r = self.r.random()
        if r < 0.3:
            src = [v for v in vis if v.shape == shape and v.elem != elem
                   and v.elem != "ptr"]
            if src:
                return self.convert(self.pick(src), elem)
        elif r < 0.45 and elem != "i4":
            src = [v for v in vis if v.elem == elem and v.shape != shape
                   and numel(v.shape) == numel(shape)]
            if src:
                return self.reshape(self.pick(src), shape)
        elif r < 0.55:
            src = [v for v in vis if v.elem == elem and len(v.shape) ==
                   len(shape) and v.shape != shape and
                   all(a == 1 or a == b for a, b in zip(v.shape, shape))]
            if src:
                return self.broadcast(self.pick(src), shape)
        if same:
            return self.pick(same)
        if elem == "i4":
            return self.convert(self.const(shape, self.pick(["i8", "i16"])),
                                "i4")
        if elem == "tf32":
            return self.convert(self.get(shape, "f32"), "tf32")
        return self.const(shape, elem)

    def scalar_i32(self, small=True):
        """A rank-0 i32: a block id, a scalar argument or a constant."""
        vis = [v for v in self.visible() if v.shape == () and v.elem == "i32"]
        if vis and self.chance(0.4):
            return self.pick(vis)
        val = self.r.randint(0, 3) if small else self.int_special("i32")
        return self.int_const(val)

    def splat(self, scalar, shape):
        """Broadcast a rank-0 value to `shape`."""
        if not shape:
            return scalar
        ones = (1,) * len(shape)
        r = self.reshape(scalar, ones)
        if ones == tuple(shape):
            return r
        return self.broadcast(r, shape)

    # ------------------------------------------------------------ simple derivations
    def reshape(self, v, shape):
        if tuple(shape) == v.shape:
            return v
        name = self.fresh("rs")
        self.emit("%s = reshape %s : %s -> %s" % (name, v.name, v.ty,
                                                   tstr(shape, v.elem)))
        return self.add(name, shape, v.elem)

    def broadcast(self, v, shape):
        if tuple(shape) == v.shape:
            return v
        name = self.fresh("bc")
        self.emit("%s = broadcast %s : %s -> %s" % (name, v.name, v.ty,
                                                     tstr(shape, v.elem)))
        return self.add(name, shape, v.elem)

    def convert(self, v, elem):
        """Any element type to any other, with one or two conversions."""
        if v.elem == elem:
            return v
        s = v.shape
        src = v.elem
        name = self.fresh("cv")
        if is_int(src) and is_int(elem):
            if BITS[elem] > BITS[src]:
                sg = self.pick(["signed", "unsigned"])
                self.emit("%s = exti %s %s : %s -> %s" % (
                    name, v.name, sg, v.ty, tstr(s, elem)))
            else:
                ov = self.wpick([("", 6), (" overflow<no_signed_wrap>", 1),
                                 (" overflow<no_unsigned_wrap>", 1),
                                 (" overflow<no_wrap>", 1)]) \
                    if self.bad(0.5) else ""
                self.emit("%s = trunci %s%s : %s -> %s" % (
                    name, v.name, ov, v.ty, tstr(s, elem)))
            return self.add(name, s, elem)
        if is_int(src):
            if src == "i4":
                return self.convert(self.convert(v, "i8"), elem)
            if elem == "f8E8M0FNU" or elem == "i4":
                return self.convert(self.convert(v, "f32"), elem)
            if elem == "f4E2M1FN" and not elem_ok(s, elem):
                raise AssertionError("f4 shape")
            if BITS[src] == BITS[elem] and self.chance(0.3) and elem in FLT:
                self.emit("%s = bitcast %s : %s -> %s" % (
                    name, v.name, v.ty, tstr(s, elem)))
                return self.add(name, s, elem)
            sg = self.pick(["signed", "unsigned"])
            self.emit("%s = itof %s %s : %s -> %s" % (
                name, v.name, sg, v.ty, tstr(s, elem)))
            return self.add(name, s, elem)
        # float source
        if is_int(elem):
            if elem == "i4":
                return self.convert(self.convert(v, "i8"), "i4")
            if BITS[src] == BITS[elem] and self.chance(0.3) and \
                    src in FLT + ["f8E4M3FN", "f8E5M2", "f8E8M0FNU"]:
                self.emit("%s = bitcast %s : %s -> %s" % (
                    name, v.name, v.ty, tstr(s, elem)))
                return self.add(name, s, elem)
            sg = self.pick(["signed", "unsigned"])
            if not self.bad(0.5):
                v = self.clamp_for_ftoi(v, elem, sg)
            self.emit("%s = ftoi %s %s : %s -> %s" % (
                name, v.name, sg, v.ty, tstr(s, elem)))
            return self.add(name, s, elem)
        if elem == "f8E8M0FNU":
            rnd = " rounding<%s>" % self.pick(["zero", "positive_inf"])
        else:
            rnd = ""
        self.emit("%s = ftof %s%s : %s -> %s" % (
            name, v.name, rnd, v.ty, tstr(s, elem)))
        return self.add(name, s, elem)

    def clamp_for_ftoi(self, v, elem, sg):
        """minf(maxf(v, lo), hi) in a base float type: in range, no NaN."""
        if v.elem not in FLT:
            v = self.convert(v, "f32")
        if elem == "i1":
            lo, hi = (-1, 0) if sg == "signed" else (0, 1)
        else:
            lo, hi = (-100, 100) if sg == "signed" else (0, 100)
        t = v.elem
        c_lo = self.splat(self.fconst(lo, t), v.shape)
        c_hi = self.splat(self.fconst(hi, t), v.shape)
        return self.binop("minf", self.binop("maxf", v, c_lo), c_hi)

    def fconst(self, value, elem):
        name = self.fresh("c")
        self.emit("%s = constant <%s: %.6e> : %s" % (name, elem, value,
                                                      tstr((), elem)))
        return self.add(name, (), elem)

    # ------------------------------------------------------------ kernel params
    def param(self, text, meta):
        idx = len(self.params)
        name = "%%arg%d" % idx
        self.params.append(("%s: %s" % (name, text), meta))
        return name, idx

    # ------------------------------------------------------------ pointer tiles
    def ptr_tile(self, src, shape, oob=False, with_block=True,
                 store=False, reserve=0):
        """A tile of pointers into `src` (dict: name, elem, span, idx)."""
        elem = src["elem"]
        pty = "ptr<%s>" % elem
        n = numel(shape)
        span = src["span"]
        stride = 1
        if n * 2 + reserve <= span and self.chance(0.2):
            stride = 2
        extent = (n - 1) * stride + 1
        base = self.r.randint(0, max(0, span - extent - reserve))
        if oob:
            base = self.pick([span - extent + self.r.randint(1, 4), -1,
                              -n, span * 8 + 5, -(1 << 20)])
        oelem = self.pick(["i32", "i32", "i64", "i16"])
        if oelem == "i16" and (base > 30000 or base < -30000):
            oelem = "i32"
        # offsets = iota * stride + base (+ block_x * span)
        if n == 1 or (self.chance(0.1) and not (store and self.clean)):
            offs = self.int_const(base, oelem, ())
            if shape:
                # (n > 1: every lane has the same address)
                offs = self.splat(offs, shape)
        else:
            io = self.fresh("io")
            self.emit("%s = iota : %s" % (io, tstr((n,), oelem)))
            offs = self.add(io, (n,), oelem)
            if stride != 1:
                sc = self.splat(self.int_const(stride, oelem), (n,))
                nm = self.fresh("mul")
                self.emit("%s = muli %s, %s : %s" % (nm, offs.name, sc.name,
                                                     offs.ty))
                offs = self.add(nm, (n,), oelem)
            if base:
                bs = self.splat(self.int_const(base, oelem), (n,))
                nm = self.fresh("add")
                self.emit("%s = addi %s, %s : %s" % (nm, offs.name, bs.name,
                                                     offs.ty))
                offs = self.add(nm, (n,), oelem)
            offs = self.reshape(offs, shape)
            if len(shape) >= 2 and self.chance(0.2) and \
                    len(set(shape)) == 1:
                perm = list(range(len(shape)))
                self.r.shuffle(perm)
                nm = self.fresh("pm")
                self.emit("%s = permute %s [%s] : %s -> %s" % (
                    nm, offs.name, ", ".join(map(str, perm)), offs.ty,
                    tstr(shape, oelem)))
                offs = self.add(nm, shape, oelem)
        if with_block and src.get("blocked") and self.block_x is not None:
            bx = self.convert(self.block_x, oelem) if oelem != "i32" \
                else self.block_x
            sp = self.int_const(span, oelem)
            nm = self.fresh("bo")
            self.emit("%s = muli %s, %s : %s" % (nm, bx.name, sp.name,
                                                 tstr((), oelem)))
            bo = self.add(nm, (), oelem)
            bo = self.splat(bo, shape)
            nm = self.fresh("add")
            self.emit("%s = addi %s, %s : %s" % (nm, offs.name, bo.name,
                                                 tstr(shape, oelem)))
            offs = self.add(nm, shape, oelem)
        # pointer tile
        p = src["name"]
        if shape:
            ones = (1,) * len(shape)
            rp = self.fresh("rp")
            self.emit("%s = reshape %s : tile<%s> -> %s" % (
                rp, p, pty, tstr(ones, pty)))
            if ones != tuple(shape):
                bp = self.fresh("bp")
                self.emit("%s = broadcast %s : %s -> %s" % (
                    bp, rp, tstr(ones, pty), tstr(shape, pty)))
                rp = bp
            p = rp
        q = self.fresh("pt")
        self.emit("%s = offset %s, %s : %s, %s -> %s" % (
            q, p, offs.name, tstr(shape, pty), offs.ty, tstr(shape, pty)))
        return q, offs

    def mask_for(self, offs, shape):
        """An i1 mask over `shape`: comparisons with a scalar, constants."""
        if self.chance(0.3):
            return self.const(shape, "i1")
        sc = [v for v in self.visible() if v.shape == () and
              v.elem == offs.elem]
        if sc and self.chance(0.6):
            lim = self.pick(sc)
        else:
            lim = self.int_const(self.r.randint(0, numel(shape) + 2),
                                 offs.elem)
        ls = self.splat(lim, shape)
        m = self.fresh("mk")
        pred = self.pick(PREDS)
        sg = self.pick(["signed", "unsigned"])
        self.emit("%s = cmpi %s %s, %s, %s : %s -> %s" % (
            m, pred, offs.name, ls.name, sg, offs.ty, tstr(shape, "i1")))
        return self.add(m, shape, "i1")

    def token_opt(self, sep="="):
        toks = [t for s in self.tokens for t in s]
        if toks and self.chance(0.4):
            t = self.pick(toks)
            return " token%s%s" % (sep if sep == "=" else " = ", t)
        return ""

    def add_token(self, t):
        self.tokens[-1].append(t)

    def load_order(self):
        return self.wpick([("weak", 6), ("relaxed " + self.scope(), 1),
                           ("acquire " + self.scope(), 1)])

    def store_order(self):
        return self.wpick([("weak", 6), ("relaxed " + self.scope(), 1),
                           ("release " + self.scope(), 1)])

    def scope(self):
        return self.pick(["tl_blk", "device", "sys"])

    def hints(self):
        if self.chance(0.1):
            return " optimization_hints = <sm_100 = {latency = %d}>" % \
                self.r.randint(1, 9)
        return ""

    # ------------------------------------------------------------ memory ops
